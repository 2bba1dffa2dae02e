/**
 * Numbers the specification fixes (spec sections 2, 4, 5 and 9), each named once.
 * Components and the workbench read them from here, never as literals.
 */

/** Language and time-zone cookies live this long (spec section 9). */
export const LOCALE_COOKIE_DAYS = 365;
/** The device cookie browserId lives this long (spec section 9). */
export const BROWSER_ID_COOKIE_DAYS = 3650;

/** Default dialog width in px (spec section 2). */
export const DIALOG_WIDTH = 460;
/** The reset-password modal, width by height in px (spec section 2). */
export const RESET_MODAL_WIDTH = 442;
export const RESET_MODAL_HEIGHT = 372;
/** The department-member modal width in px (spec section 2). */
export const MEMBER_MODAL_WIDTH = 1100;
/** The click-the-characters captcha grid in px (spec section 2). */
export const CAPTCHA_GRID_SIZE = 280;
/** Height of the embedded legacy page frame in px (spec section 9). */
export const LEGACY_FRAME_HEIGHT = 1000;
