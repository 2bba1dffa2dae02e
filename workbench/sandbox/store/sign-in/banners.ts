/**
 * The seeded advertisements of the three recommendation slots, each in the six interface
 * languages: service/advertisement/recommend answers a slot in the language its `lang` asks for
 * (Simplified Chinese without one, as the page falls back to it, docs/product.md §4).
 */
import type { Locale } from '../../../../shared/locales';
import type { Advertisement, RecommendSlot } from '../../../../shared/payloads/system';
import { svgDataUrl } from '../svg';

/** A banner as seeded: its words in every language, drawn into its picture when asked for. */
export interface SeededAdvertisement {
  id: string;
  linkUrl: string;
  colour: string;
  width: number;
  height: number;
  titles: Record<Locale, string>;
}

export const BANNER_FALLBACK_LOCALE: Locale = 'zh_CN';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The picture says its language, or Chromium picks the Han glyphs of an image by the machine's
 * locale, and screenshots would differ from one machine to the next.
 */
function picture({ colour, width, height }: SeededAdvertisement, title: string, locale: Locale) {
  const tag = locale.replace('_', '-');
  const size = Math.round(height / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" lang="${tag}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.78"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-weight="600" font-size="${size}" text-anchor="middle" dominant-baseline="central">${escapeXml(title)}</text></svg>`;
  return svgDataUrl(svg);
}

/** One seeded banner as the call answers it in `locale`. */
export function advertisementIn(ad: SeededAdvertisement, locale: Locale): Advertisement {
  const title = ad.titles[locale];
  return { id: ad.id, title, imageUrl: picture(ad, title, locale), linkUrl: ad.linkUrl };
}

export function seedRecommendations(
  questionnaireUrl: string,
): Map<RecommendSlot, SeededAdvertisement[]> {
  return new Map<RecommendSlot, SeededAdvertisement[]>([
    [
      'workbench_tuijian_header',
      [
        {
          id: 'ad-header-1',
          linkUrl: 'https://www.example.com/ai-finance',
          colour: '#1e64c8',
          width: 320,
          height: 48,
          titles: {
            zh_CN: '智能财务新功能',
            zh_TW: '智慧財務新功能',
            en_US: 'New: smart finance',
            id_ID: 'Baru: keuangan pintar',
            vi_VN: 'Mới: tài chính thông minh',
            th_TH: 'ใหม่: การเงินอัจฉริยะ',
          },
        },
      ],
    ],
    [
      'workbench_tuijian_banner',
      [
        {
          id: 'ad-banner-1',
          linkUrl: 'https://www.example.com/trial',
          colour: '#0f9d58',
          width: 960,
          height: 120,
          titles: {
            zh_CN: '进销存 限时试用',
            zh_TW: '進銷存 限時試用',
            en_US: 'Inventory and sales: try it free',
            id_ID: 'Persediaan dan penjualan: coba gratis',
            vi_VN: 'Kho và bán hàng: dùng thử miễn phí',
            th_TH: 'คลังสินค้าและการขาย: ทดลองใช้ฟรี',
          },
        },
        {
          id: 'ad-banner-2',
          linkUrl: 'https://www.example.com/invoice',
          colour: '#c0641a',
          width: 960,
          height: 120,
          titles: {
            zh_CN: '电子发票 一键开具',
            zh_TW: '電子發票 一鍵開立',
            en_US: 'E-invoices in one click',
            id_ID: 'Faktur elektronik sekali klik',
            vi_VN: 'Hóa đơn điện tử một lần bấm',
            th_TH: 'ออกใบกำกับภาษีในคลิกเดียว',
          },
        },
      ],
    ],
    [
      'workbench_questionnaire_banner',
      [
        {
          id: 'ad-questionnaire-1',
          linkUrl: questionnaireUrl,
          colour: '#6a3fc8',
          width: 960,
          height: 80,
          titles: {
            zh_CN: '用户满意度调查',
            zh_TW: '用戶滿意度調查',
            en_US: 'Tell us how we are doing',
            id_ID: 'Survei kepuasan pengguna',
            vi_VN: 'Khảo sát mức độ hài lòng',
            th_TH: 'แบบสำรวจความพึงพอใจ',
          },
        },
      ],
    ],
  ]);
}
