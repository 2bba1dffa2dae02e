import type { Environment, LOGIN_VERSION } from '../contract';
import type { Locale } from '../locales';
import type { LoginInfo } from './sso';

/*
 * Requests and answers of the system calls (docs/product.md §7: sso/system/parameter, the
 * application state's sources, the advertisement slots, decryption, the white and gray lists).
 */

/** The login version record (docs/product.md §9): version 20250821, apiVer 5, gray on. */
export type LoginVersion = typeof LOGIN_VERSION;

/**
 * What sso/system/parameter returns. The spec names the application-state fields (showRefer,
 * isShowJdyPic, questionnaireUrl, evnInfo.runEnvi, the login fields); the grouping, publicKey
 * (DESIGN.md: the RSA key passwords are encoded with) and loginInfo are the project's own.
 */
export interface SystemParameters {
  /** SPKI, base64: RSA-OAEP SHA-256 key for passwords and the image captcha's answer. */
  publicKey: string;
  loginVersion: LoginVersion;
  runEnvi: Environment;
  showRefer: boolean;
  isShowJdyPic: boolean;
  questionnaireUrl: string;
  /**
   * The signed-in session's login info ("get login info", whose path the spec does not show),
   * or null without a session.
   */
  loginInfo: LoginInfo | null;
}

/** Application state evnInfo (docs/product.md §3). */
export interface EvnInfo {
  runEnvi: Environment;
}

/** The advertisement slots of service/advertisement/recommend (docs/product.md §7). */
export type RecommendSlot =
  'workbench_tuijian_header' | 'workbench_tuijian_banner' | 'workbench_questionnaire_banner';

/**
 * The query of service/advertisement/recommend. The spec shows no way for the page to say its
 * language; the wb_lang cookie is there only once the person has picked one, so the page sends the
 * language it shows in `lang` (the project's choice, docs/decisions/0004), and a server answers its
 * banners' titles and pictures in it.
 */
/** The trial-creation-count check (docs/decisions/0035): the current corp's trials. */
export interface TrialCreationCount {
  /** Trials this corp has started. */
  created: number;
  /** Trials a corp may start in all. */
  limit: number;
}

/** The advertisement-visibility check (docs/decisions/0035). */
export interface AdvertisementVisibility {
  /** false: the recommendation slots stay empty for this person. */
  show: boolean;
}

export interface RecommendationQuery {
  slot: RecommendSlot;
  lang?: Locale;
}

/** One advertisement of a slot (shape not shown in the spec; the project's own). */
export interface Advertisement {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
}

/** A value to reveal: an "Encry" field such as mobileEncry (the project's own shape). */
export interface EncryptedValue {
  value: string;
}

/** The revealed value (the project's own shape). */
export interface DecryptedValue {
  value: string;
}

/** Whether the signed-in account is on the v5 white list (the project's own shape). */
export interface V5WhiteList {
  inWhiteList: boolean;
}

/** Whether an account is in the gray release (the project's own shape). */
export interface GrayAccount {
  gray: boolean;
}
