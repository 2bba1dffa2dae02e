/** The input fields the corp calls share. */
import { v } from '../../input';
import { CORP_NAME_MAX_LENGTH } from '../../store/corps';

export const corpName = () => v.string({ max: CORP_NAME_MAX_LENGTH });
export const vcode = () => v.string({ max: 10 });
