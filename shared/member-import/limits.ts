/** Rows one import takes (the project's own limit, docs/decisions/0026): 50 batches of 100. */
export const MEMBER_IMPORT_MAX_ROWS = 5000;

/** The largest file an import reads: 5,000 rows of long names and paths fit with room to spare. */
export const MEMBER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
