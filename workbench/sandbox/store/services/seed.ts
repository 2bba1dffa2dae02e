/** What the services slice starts with: every list for the corporate corp, one for the person corp. */
import { CORP_TYPE } from '../../../../shared/contract';
import { SEED_DAY } from '../clock';
import type { SeedContext } from '../context';
import type { Rng } from '../rng';
import {
  TRIAL_DAYS,
  PRODUCTS,
  type ServiceRecord,
  type ServiceState,
  isoDay,
  digits,
  addRecord,
} from './records';
import { DAY_MS } from '../clock';

/** Corps outside the sandbox's orgs that share services with the corporate corp. */
const SHARING_CORPS = [
  { corpId: '2001', corpName: '深圳市明达会计师事务所' },
  { corpId: '2002', corpName: '广州恒信代理记账有限公司' },
] as const;

export function seedService(context: SeedContext): ServiceState {
  const { rng } = context;
  const services: ServiceState = {
    records: new Map(),
    nextId: 800_001,
    cards: new Map(),
    display: new Map(),
    print: new Map(),
    common: new Map(),
    recent: new Map(),
    trials: new Set(),
  };
  const orgs = [...context.orgs.values()];
  const corporate = orgs.find((org) => org.corp.corpType === CORP_TYPE.corporate)!;
  const person = orgs.find((org) => org.corp.corpType === CORP_TYPE.person);
  const owner = { corpId: corporate.corp.corpId, corpName: corporate.corp.corpName };
  const later = (min: number, max: number) => isoDay(SEED_DAY + rng.int(min, max) * DAY_MS);
  const earlier = (min: number, max: number) => isoDay(SEED_DAY - rng.int(min, max) * DAY_MS);

  const own = [
    addRecord(services, rng, { product: 'acct', state: 'paid', expiry: later(60, 400), owner }),
    addRecord(services, rng, { product: 'acct', state: 'trial', expiry: later(3, 15), owner }),
    addRecord(services, rng, { product: 'erp', state: 'paid', expiry: later(60, 400), owner }),
    addRecord(services, rng, {
      product: 'retail',
      state: 'paid',
      expiry: later(60, 400),
      owner,
      enabled: false,
    }),
    addRecord(services, rng, { product: 'payroll', state: 'trial', expiry: later(3, 15), owner }),
  ];
  addRecord(services, rng, { product: 'einvoice', state: 'paid', expiry: later(30, 300), owner });
  addRecord(services, rng, { product: 'contract', state: 'trial', expiry: later(3, 15), owner });
  for (const product of ['acct', 'erp'])
    addRecord(services, rng, {
      product,
      state: 'expired',
      expiry: earlier(10, 200),
      owner,
      readOnly: true,
    });
  const [firstSharer, secondSharer] = SHARING_CORPS;
  const sharedWith = [corporate.corp.corpId];
  addRecord(services, rng, {
    product: 'acct',
    state: 'paid',
    expiry: later(30, 300),
    owner: firstSharer,
    sharedWith,
  });
  addRecord(services, rng, {
    product: 'erp',
    state: 'paid',
    expiry: later(30, 300),
    owner: secondSharer,
    sharedWith,
  });
  addRecord(services, rng, {
    product: 'cashier',
    state: 'trial',
    expiry: later(3, 15),
    owner: firstSharer,
    sharedWith,
  });
  if (person)
    addRecord(services, rng, {
      product: 'acct',
      state: 'trial',
      expiry: later(3, 15),
      owner: { corpId: person.corp.corpId, corpName: person.corp.corpName },
    });

  for (let index = 0; index < 3; index++) {
    const code = `JDY-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`;
    const product = rng.pick(PRODUCTS.filter((candidate) => !candidate.thirdParty)).product;
    services.cards.set(code, { code, product, months: 12, usedBy: undefined });
  }

  services.common.set(owner.corpId, [own[0]!.serviceId, own[2]!.serviceId]);
  services.print.set(owner.corpId, [own[0]!.serviceId]);
  const signInUsers = [...context.accounts.keys()].filter((userId) =>
    corporate.members.has(userId),
  );
  for (const member of signInUsers) {
    const used = new Map<string, number>();
    for (const record of own.slice(0, 3))
      used.set(record.serviceId, SEED_DAY - rng.int(1, 72 * 60) * 60_000);
    services.recent.set(`${owner.corpId}/${member}`, used);
  }
  return services;
}

/**
 * The services of a test account's own corp (test-accounts: services): two own ones (the second
 * off), a trial, a third-party one and a read-only one, so an end-to-end test that changes
 * services touches no other test's. Names are fixed for the tests to find.
 */
export function seedCorpServices(
  services: ServiceState,
  rng: Rng,
  owner: { corpId: string; corpName: string },
): ServiceRecord[] {
  // Dated from the seed's day, as the seed is, so stories draw the same dates on every run.
  const day = (days: number) => isoDay(SEED_DAY + days * DAY_MS);
  return [
    addRecord(services, rng, {
      product: 'acct',
      state: 'paid',
      expiry: day(200),
      owner,
      name: '总部云会计',
    }),
    addRecord(services, rng, {
      product: 'retail',
      state: 'paid',
      expiry: day(200),
      owner,
      name: '门店云零售',
      enabled: false,
    }),
    addRecord(services, rng, {
      product: 'payroll',
      state: 'trial',
      expiry: day(TRIAL_DAYS),
      owner,
      name: '试用云薪酬',
    }),
    addRecord(services, rng, {
      product: 'einvoice',
      state: 'paid',
      expiry: day(100),
      owner,
      name: '电子发票助手',
    }),
    addRecord(services, rng, {
      product: 'acct',
      state: 'expired',
      expiry: day(-30),
      owner,
      name: '2024年度云会计',
      readOnly: true,
    }),
  ];
}

/** An expired paid service of a test account's own corp (test-accounts: expiredService). */
export function seedExpiredService(
  services: ServiceState,
  rng: Rng,
  owner: { corpId: string; corpName: string },
): ServiceRecord {
  return addRecord(services, rng, {
    product: 'erp',
    state: 'expired',
    expiry: isoDay(SEED_DAY - 30 * DAY_MS),
    owner,
    name: '2023年度云进销存',
  });
}

/** A paid 智能报税 of a test account's own (taxFiling): a service on another site of the suite. */
export function seedOtherSiteService(
  services: ServiceState,
  rng: Rng,
  owner: { corpId: string; corpName: string },
): ServiceRecord {
  return addRecord(services, rng, {
    product: 'taxfiling',
    state: 'paid',
    expiry: isoDay(SEED_DAY + 200 * DAY_MS),
    owner,
    name: '智能报税',
  });
}

/**
 * An unused 云进销存 card of a test account's own (test-accounts: activationCard): its code from
 * the account's serial, in a block of codes the seed's random ones (JDY- and digits) share, so
 * one already drawn is skipped.
 */
export function seedTestCard(services: ServiceState, serial: number): string {
  const number = String(serial).padStart(4, '0');
  let block = 9999;
  while (services.cards.has(`JDY-${block}-${number}-0001`)) block--;
  const code = `JDY-${block}-${number}-0001`;
  services.cards.set(code, { code, product: 'erp', months: 12, usedBy: undefined });
  return code;
}
