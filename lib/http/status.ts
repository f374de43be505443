// The one status range the browser code asks about: whether the server did what was asked.
export const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;
