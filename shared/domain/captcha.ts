/**
 * Payloads of the captchas (docs/product.md §3): the click-the-characters image captcha of
 * sso/img-captcha/generate and verify, and the geetest slider captcha of sso/captcha/register.
 */

/** What sso/img-captcha/generate returns: one challenge to solve. */
export interface ImageCaptchaChallenge {
  /** Identifies this challenge; verification sends it back. */
  req_id: string;
  /** The instruction, in the server's language, e.g. "请依次点击：出 门 在 外". */
  tip: string;
  /** The image: a data: URL, or bare base64 of a PNG or JPEG. */
  data: string;
  /** How many characters must be clicked before verification runs. */
  length: number;
  /** Set by the server on a verification answer. */
  is_valid?: boolean;
}

/** One click, in the image's own pixels (its natural size), whatever size it is displayed at. */
export interface CaptchaClick {
  x: number;
  y: number;
}

/** The input of image-captcha verification: the challenge and the clicks in order. */
export interface ImageCaptchaVerifyDetails {
  req_id: string;
  clicks: CaptchaClick[];
}

/** What sso/captcha/register returns to start a geetest captcha. */
export interface CaptchaRegisterPayload {
  sessionId: string;
  gt: string;
  challenge: string;
  new_captcha: boolean;
}

/** A solved geetest captcha, version 3. */
export interface GeetestV3Result {
  geetest_challenge: string;
  geetest_seccode: string;
  geetest_validate: string;
}

/** A solved geetest captcha, version 4. */
export interface GeetestV4Result {
  captcha_output: string;
  gen_time: string;
  lot_number: string;
  pass_token: string;
}

/**
 * What sso/img-captcha/verify answers: whether the clicks were right and, in a captcha session
 * sso/captcha/register opened, version 4's result fields for the sign-in to carry (the project's
 * design: docs/decisions/0032).
 */
export type ImageCaptchaVerifyResult = { is_valid: boolean } & Partial<GeetestV4Result>;

/** Either version's result. */
export type GeetestResult = GeetestV3Result | GeetestV4Result;
