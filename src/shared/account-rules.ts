/** Account limits shared by the forms and the API (no zod: the browser imports them). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 50;
