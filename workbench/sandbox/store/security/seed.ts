/**
 * What the security slice starts with: the demo accounts' settings and authorization codes, and
 * orders with their relation infos (the seed's and each test account's).
 */
import {
  LOGIN_PROTECT_TYPE,
  PROTECT_CODE,
  type LoginProtectType,
} from '../../../../shared/contract';
import type { AccountRecord } from '../accounts';
import { SEED_DAY } from '../clock';
import type { SeedContext } from '../context';
import { seedMobile } from '../org';
import type { Rng } from '../rng';
import type { RelationProtect } from '../../../../shared/payloads/self-service';
import {
  type LoginProtectEntry,
  type AuthorizationCodeEntry,
  type SecurityState,
  drawCode,
  defaultSecurity,
  nextId,
  addCode,
} from './records';
import { DAY_MS } from '../clock';

/** Seeded valid codes run to this day, so they stay valid for years of runs. */
const SEEDED_CODE_EXPIRY = Date.UTC(2031, 10, 1);

const SERVICE_NAMES = ['财务云 标准版', '进销存 专业版', '零售门店 旗舰版', '人事薪酬 标准版'];
const CORP_NAMES = ['杭州云帆贸易有限公司', '深圳启明电子有限公司', '成都锦程餐饮管理有限公司'];

const daysBefore = (days: number) => SEED_DAY - days * DAY_MS;

/**
 * The demo accounts differ where the pages branch: u0001 has protection on by mobile, the notice
 * on, a 90-day password, WeChat and a cloud account bound; u0002 has forced protection, no
 * bindings (isBind answers without authCode), a password that never expires, and the user
 * agreement not yet agreed to.
 */
export function seedSecurity(context: SeedContext): SecurityState {
  const { rng } = context;
  const state: SecurityState = {
    accounts: new Map(),
    authorizeServices: SERVICE_NAMES.map((serviceName, index) => ({
      serviceId: String(88001 + index),
      serviceName,
    })),
    codes: new Map(),
    relations: new Map(),
    orders: new Map(),
    nextId: 1,
  };
  for (const account of context.accounts.values())
    state.accounts.set(account.userId, defaultSecurity(daysBefore(400)));

  const adminAccount = context.accounts.get('u0001');
  const admin = state.accounts.get('u0001');
  if (adminAccount && admin) {
    admin.protect = PROTECT_CODE.mobile;
    admin.protectRecords = [
      protectEntry(state, LOGIN_PROTECT_TYPE.deviceChange, PROTECT_CODE.mobile, daysBefore(120)),
      protectEntry(state, LOGIN_PROTECT_TYPE.self, PROTECT_CODE.mobile, daysBefore(60)),
    ];
    admin.remoteLoginNotice = true;
    admin.pwdExpireDays = 90;
    admin.pwdChangedAt = daysBefore(30);
    admin.thirdParty.set('wx', { nickName: '张伟', boundAt: daysBefore(200) });
    admin.aiProtocol = true;
    admin.protocolAgreed = true;
    admin.kdCloud = { authCode: drawCode(rng), mobile: adminAccount.mobile, syncedAt: undefined };
    const [first, second, third, fourth] = state.authorizeServices.map((s) => s.serviceId);
    const seeded: [string | undefined, AuthorizationCodeEntry['status'], number, number][] = [
      [first, 'disabled', daysBefore(90), SEEDED_CODE_EXPIRY],
      [fourth, 'valid', daysBefore(400), daysBefore(35)],
      [third, 'disabled', daysBefore(50), SEEDED_CODE_EXPIRY],
      [second, 'valid', daysBefore(20), SEEDED_CODE_EXPIRY],
      [first, 'valid', daysBefore(10), SEEDED_CODE_EXPIRY],
    ];
    for (const [serviceId, status, createdAt, expiresAt] of seeded)
      addCode(state, {
        userId: 'u0001',
        serviceId: serviceId!,
        code: drawCode(rng),
        status,
        createdAt,
        expiresAt,
      });
    seedOrders(state, rng, adminAccount, 3);
  }

  const userAccount = context.accounts.get('u0002');
  const user = state.accounts.get('u0002');
  if (userAccount && user) {
    user.protect = PROTECT_CODE.mobile;
    user.protectRecords = [
      protectEntry(state, LOGIN_PROTECT_TYPE.forced, PROTECT_CODE.mobile, daysBefore(100)),
    ];
    addCode(state, {
      userId: 'u0002',
      serviceId: state.authorizeServices[0]!.serviceId,
      code: drawCode(rng),
      status: 'valid',
      createdAt: daysBefore(5),
      expiresAt: SEEDED_CODE_EXPIRY,
    });
    seedOrders(state, rng, userAccount, 1);
  }
  return state;
}

function protectEntry(
  state: SecurityState,
  type: LoginProtectType,
  protect: LoginProtectEntry['protect'],
  createdAt: number,
): LoginProtectEntry {
  return { id: nextId(state, 'lp'), type, protect, createdAt };
}

/** Orders, each with relation infos: one per proof the protect codes allow, then round again. */
function seedOrders(state: SecurityState, rng: Rng, account: AccountRecord, count: number) {
  const { userId } = account;
  const protects: RelationProtect[] = [
    PROTECT_CODE.mobile,
    PROTECT_CODE.employees,
    PROTECT_CODE.serviceId,
    PROTECT_CODE.orderNum,
  ];
  for (let index = 0; index < count; index++) {
    const service = rng.pick(state.authorizeServices);
    const createdAt = daysBefore(15 + index * 40);
    const trialProduct = index === count - 1 && count > 1;
    const orderNum = `DD${new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${rng.int(1000, 9999)}`;
    state.orders.set(orderNum, {
      orderNum,
      userId,
      serviceId: service.serviceId,
      productName: service.serviceName,
      amount: trialProduct ? 0 : rng.pick([3980, 12800, 26800, 58000]),
      trialProduct,
      createdAt,
    });
    const relations = count === 1 ? 1 : index === 0 ? 2 : 1;
    for (let offset = 0; offset < relations; offset++) {
      const order = state.relations.size;
      const protect = count === 1 ? PROTECT_CODE.mobile : protects[order % protects.length]!;
      const id = nextId(state, 'ri');
      state.relations.set(id, {
        id,
        userId,
        orderNum,
        serviceId: service.serviceId,
        serviceName: service.serviceName,
        corpName: rng.pick(CORP_NAMES),
        protect,
        status: index === 2 ? 'confirmed' : 'pending',
        // The first order's contact is another number: confirming it proposes a mobile change.
        mobile: count > 1 && order === 0 ? seedMobile(100_000) : account.mobile,
        employees: rng.int(5, 300),
      });
    }
  }
}

/**
 * A test account's orders (createTestAccount's orders option), the same on every run, with a
 * relation info for each of the six proofs: a paid order whose relation infos are proved by a code
 * to contactMobile (not the account's: confirming it proposes that mobile), by the order number
 * and by a parity check, and a trial order proved by the employees count, the service ID and a
 * code to the account's own mobile (its contact protected, decision 0038). The order numbers carry
 * the userId, so no two accounts share one.
 */
export function seedTestOrders(
  state: { security: SecurityState },
  account: AccountRecord,
  contactMobile: string,
): void {
  const { security } = state;
  const [paidService, trialService] = security.authorizeServices;
  const orders = [
    { service: paidService!, days: 20, amount: 12800, trialProduct: false },
    { service: trialService!, days: 50, amount: 0, trialProduct: true },
  ];
  const proofs: [number, RelationProtect][] = [
    [0, PROTECT_CODE.mobile],
    [0, PROTECT_CODE.orderNum],
    [1, PROTECT_CODE.employees],
    [0, PROTECT_CODE.showParity],
    [1, PROTECT_CODE.serviceId],
    [1, PROTECT_CODE.protect],
  ];
  const orderNums = orders.map(({ service, days, amount, trialProduct }, index) => {
    const createdAt = daysBefore(days);
    const orderNum = `DD${new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${account.userId.toUpperCase()}${index + 1}`;
    security.orders.set(orderNum, {
      orderNum,
      userId: account.userId,
      serviceId: service.serviceId,
      productName: service.serviceName,
      amount,
      trialProduct,
      createdAt,
    });
    return orderNum;
  });
  for (const [order, protect] of proofs) {
    const id = nextId(security, 'ri');
    const { service } = orders[order]!;
    security.relations.set(id, {
      id,
      userId: account.userId,
      orderNum: orderNums[order]!,
      serviceId: service.serviceId,
      serviceName: service.serviceName,
      corpName: CORP_NAMES[order]!,
      protect,
      status: 'pending',
      mobile: protect === PROTECT_CODE.mobile ? contactMobile : account.mobile,
      employees: 36,
    });
  }
}
