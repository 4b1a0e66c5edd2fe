/** How many uploads are open (begun, not finished, not expired) and the bytes they declared. */
export interface OpenTally {
  count: number;
  bytes: number;
}

/** The open uploads of one user and of the whole site. */
export interface OpenUploads {
  user: OpenTally;
  site: OpenTally;
}

export const emptyTally = (): OpenTally => ({ count: 0, bytes: 0 });
