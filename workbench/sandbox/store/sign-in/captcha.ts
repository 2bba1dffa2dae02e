/** The image captcha: characters to click in order, drawn as an SVG, checked once. */
import { CAPTCHA_GRID_SIZE } from '../../../../shared/constants';
import { FAIL, SandboxFail } from '../../reply';
import type { Rng } from '../rng';
import type { SandboxState } from '../state';
import type { CaptchaTarget } from './records';
import { randomToken } from '../crypto';
import { svgDataUrl } from '../svg';

/** A click counts when it lands this close to its character's centre, in px. */
export const CAPTCHA_CLICK_TOLERANCE_PX = 20;

// The image captcha

const CJK_CHARACTERS =
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏云腾致雨露结为霜金生丽水玉出昆冈';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const GLYPH_SIZE = 34;
const EDGE = 30;
const MIN_GAP = 56;
const PALETTE = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f172a'];

function pickDistinct(rng: Rng, pool: string, count: number): string[] {
  const chars = [...pool];
  const out: string[] = [];
  while (out.length < count) {
    const char = rng.pick(chars);
    if (!out.includes(char)) out.push(char);
  }
  return out;
}

function placeApart(rng: Rng, count: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  while (points.length < count) {
    const point = {
      x: rng.int(EDGE, CAPTCHA_GRID_SIZE - EDGE),
      y: rng.int(EDGE, CAPTCHA_GRID_SIZE - EDGE),
    };
    if (points.every((other) => Math.hypot(other.x - point.x, other.y - point.y) >= MIN_GAP))
      points.push(point);
  }
  return points;
}

function captchaSvg(rng: Rng, glyphs: CaptchaTarget[]): string {
  const size = CAPTCHA_GRID_SIZE;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      rng.int(0, size),
      rng.int(0, size),
      rng.int(0, size),
      rng.int(0, size),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#94a3b8" stroke-width="2" opacity="0.6"/>`;
  }).join('');
  const text = glyphs
    .map(({ char, x, y }) => {
      const angle = rng.int(-30, 30);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${rng.pick(PALETTE)}" font-size="${GLYPH_SIZE}" font-family="sans-serif" font-weight="bold" text-anchor="middle" dominant-baseline="central">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs><rect width="${size}" height="${size}" fill="url(#bg)"/>${noise}${text}</svg>`;
}

/**
 * Draws a challenge: 3 or 4 characters to click (CJK or letters) plus one that is not asked for,
 * apart from each other at random places in the CAPTCHA_GRID_SIZE square.
 */
export function generateCaptcha(
  state: SandboxState,
  contact: string,
  sessionId: string,
): { req_id: string; tip: string; data: string; length: number } {
  const { rng } = state;
  const length = rng.int(3, 4);
  const chars = pickDistinct(rng, rng.chance(0.5) ? CJK_CHARACTERS : LETTERS, length + 1);
  const glyphs = placeApart(rng, length + 1).map((point, index) => ({
    char: chars[index]!,
    ...point,
  }));
  const targets = glyphs.slice(0, length);
  const req_id = randomToken('captcha');
  state.signIn.imageCaptchas.set(req_id, { contact, sessionId, targets, used: false });
  return {
    req_id,
    tip: targets.map((target) => target.char).join(' '),
    data: svgDataUrl(captchaSvg(rng, glyphs)),
    length,
  };
}

/** The characters' centres of a challenge, in tip order (samples and tests answer with them). */
export function captchaCentres(state: SandboxState, reqId: string): { x: number; y: number }[] {
  return (state.signIn.imageCaptchas.get(reqId)?.targets ?? []).map(({ x, y }) => ({ x, y }));
}

/** Checks the clicks of a challenge, once: each near its character's centre, in order. */
export function checkCaptcha(
  state: SandboxState,
  reqId: string,
  contact: string,
  sessionId: string,
  points: readonly { x: number; y: number }[],
): boolean {
  const record = state.signIn.imageCaptchas.get(reqId);
  if (!record || record.used || record.contact !== contact || record.sessionId !== sessionId)
    throw new SandboxFail(FAIL, 'This captcha has ended. Refresh it.');
  record.used = true;
  return (
    points.length === record.targets.length &&
    record.targets.every(
      (target, index) =>
        Math.hypot(points[index]!.x - target.x, points[index]!.y - target.y) <=
        CAPTCHA_CLICK_TOLERANCE_PX,
    )
  );
}
