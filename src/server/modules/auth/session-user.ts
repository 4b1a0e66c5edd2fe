/** The user of GET /api/auth/get-session (and of auth.api.getSession): whether they moderate. */
export interface SessionPayloadUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null | undefined;
  createdAt: Date;
  updatedAt: Date;
  moderator: boolean;
  /** Whether new messages are mailed to the account (an additional field of better-auth). */
  messageMails?: boolean | undefined;
}
