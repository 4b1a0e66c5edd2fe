/** An error the API reports to the client as `{error:{code,message}}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
