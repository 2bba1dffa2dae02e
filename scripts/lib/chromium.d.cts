export const CHROMIUM_PATH: string;
export const TEST_BROWSER_PATH: string;
export const CHROMIUM_ARGS: string[];
export const TEST_BROWSER_ARGS: string[];
