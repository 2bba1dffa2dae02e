/**
 * Numbers the specification fixes (docs/product.md §2, §4, §5 and §9), each named once.
 * Components and the workbench read them from here, never as literals.
 */

/** Language and time-zone cookies live this long (docs/product.md §9). */
export const LOCALE_COOKIE_DAYS = 365;
/** The device cookie browserId lives this long (docs/product.md §9). */
export const BROWSER_ID_COOKIE_DAYS = 3650;

/** Default dialog width in px (docs/product.md §2). */
export const DIALOG_WIDTH = 460;
/** The reset-password modal, width by height in px (docs/product.md §2). */
export const RESET_MODAL_WIDTH = 442;
export const RESET_MODAL_HEIGHT = 372;
/** The department-member modal width in px (docs/product.md §2). */
export const MEMBER_MODAL_WIDTH = 1100;
/** The click-the-characters captcha grid in px (docs/product.md §2). */
export const CAPTCHA_GRID_SIZE = 280;
/** Height of the embedded legacy page frame in px (docs/product.md §9). */
export const LEGACY_FRAME_HEIGHT = 1000;

/** Password length, inclusive (docs/product.md §5). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;
/**
 * The special characters a password must draw one from: ASCII punctuation (the spec does not show
 * the set; DESIGN.md chose this one). Shown to the user in the 'password.hint' message.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** An upload must be smaller than this (docs/product.md §5): 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The member search box holds at most this many characters (docs/product.md §5). */
export const MEMBER_SEARCH_MAX_LENGTH = 200;
/**
 * A list query's defaults (docs/product.md §3, §9): what the server assumes when a call names no size.
 * No screen shows 3 rows a page; each asks for one of the sizes below (decision 0018).
 */
export const DEFAULT_PAGE_SIZE = 3;
export const DEFAULT_PAGE = 1;
/** Rows a table shows a page (decision 0018). */
export const TABLE_PAGE_SIZE = 10;
/** Cards a grid of cards shows a page: whole rows at 1, 2, 3 or 4 columns (decision 0018). */
export const CARD_GRID_PAGE_SIZE = 12;
/** The page-size selector shows only above this many rows (docs/product.md §5). */
export const PAGE_SIZE_SELECTOR_THRESHOLD = 50;
/** Seconds before an SMS code can be sent again. */
export const SMS_RESEND_SECONDS = 60;
/** How long a success message stays (docs/product.md §9). */
export const SUCCESS_MESSAGE_MS = 3000;
/** The captcha overlay closes this long after a success (docs/product.md §9). */
export const CAPTCHA_SUCCESS_CLOSE_MS = 500;
/** The forced-redirect notice waits this long (docs/product.md §4 and §9). */
export const FORCED_REDIRECT_SECONDS = 10;
/** Amounts show in units of 万 (10,000) unless raw (docs/product.md §9). */
export const AMOUNT_UNIT_DIVISOR = 10000;
/**
 * How long an error message stays: not in the spec; longer than a success message, since a
 * server's description can be a sentence or two (it pauses while hovered or focused).
 */
export const ERROR_MESSAGE_MS = 5000;
