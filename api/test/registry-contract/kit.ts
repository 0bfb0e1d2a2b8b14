import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { addYears, type ManualClock } from '../../src/clock';
import { RegistryError, type DomainRegistry } from '../../src/registry/domain-registry';

/**
 * The domain registry contract kit (ADR 0013): what every DomainRegistry must do for the storefront's callers (the
 * fulfilment job, the search, the transfer and WHOIS pages), written once and run against each registry's driver —
 * the sandbox, and EPP against its local fake — and a third by writing its driver and a three-line test file
 * (registry-contract-<party>.test.ts), like the payment kit (test/payment-contract/kit.ts).
 *
 * The contract: availability of many names at once; a registration taken from then on (a second one refused for
 * good: 'taken'); a renewal counted from the current expiry, not from today; a transfer in refused for a wrong code
 * and accepted for the right one, pendingTransfer until the old registrar lets go (5 to 7 days, spec §4), then
 * completed; a name past expiry in redemption, restored with one more year; and, for a registry across a network,
 * a change whose answer was lost carried out once (one name, one renewal), a dropped connection reconnected, and the
 * registry down answered with a retryable error (not a RegistryError: the job retries it) and served once it is back.
 */

/** A started registry and the clock it (and its party) runs on. */
export interface RegistryParty {
  registry: DomainRegistry;
  clock: ManualClock;
  close(): Promise<void>;
}

/** What a registry across a network can be made to suffer; null for one in process (the sandbox). */
export interface NetworkFaults {
  /** The party carries out the next `change` and its answer is lost on the way back. */
  loseAnswerTo(change: 'register' | 'renew'): void;
  /** How many times the party was asked to carry out `change` for `domain`. */
  carriedOut(change: 'register' | 'renew', domain: string): number;
  /** Every connection ends at once. */
  dropConnections(): void;
  down(): void;
  up(): void;
}

export interface RegistryDriver {
  name: string;
  start(): Promise<RegistryParty>;
  /** A name nobody holds (a new one each call). */
  availableName(): string;
  /** A name held at another registrar, ready to transfer (unlocked, registered long ago), and the code its holder would give. */
  heldElsewhere(): { domain: string; authCode: string };
  network: NetworkFaults | null;
}

const DAY = 86_400_000;
const registrant = { name: 'Sokha Chan', email: 'sokha@example.com', phone: '+85512345678', country: 'KH' };

/** Registers the contract's tests for `driver` (call it once from the registry's test file). */
export function registryContract(driver: RegistryDriver): void {
  let party: RegistryParty;
  const registry = () => party.registry;

  before(async () => {
    party = await driver.start();
  });
  after(async () => {
    await party?.close();
  });

  describe(`${driver.name}: the domain registry contract`, () => {
    it('checks many names at once: one answer per name, available or taken', async () => {
      const free = [driver.availableName(), driver.availableName()];
      const { domain: held } = driver.heldElsewhere();
      const answers = await registry().check([free[0]!, held, free[1]!]);
      expect(answers.map((answer) => [answer.domain, answer.status])).toEqual([
        [free[0], 'available'],
        [held, 'taken'],
        [free[1], 'available'],
      ]);
      expect(answers[1]?.owner).not.toBeNull();
    });

    it('registers a free name for its years; it is taken from then on and a second registration is refused for good', async () => {
      const domain = driver.availableName();
      const term = await registry().register(domain, 2, registrant);
      expect(term.domain).toBe(domain);
      expect(term.expiresAt.toISOString()).toBe(addYears(term.createdAt, 2).toISOString());
      expect((await registry().check([domain]))[0]?.status).toBe('taken');
      await expect(registry().register(domain, 1, registrant)).rejects.toMatchObject({ name: 'RegistryError', reason: 'taken' });
      expect(await registry().whois(domain)).toMatchObject({ domain, registered: true, expiresAt: term.expiresAt.toISOString() });
      expect(await registry().transferCheck(domain)).toEqual({ domain, transferable: false, blocker: 'alreadyWithUs' });
    });

    it('renews from the current expiry, not from today, and refuses a name it does not sponsor', async () => {
      const domain = driver.availableName();
      const term = await registry().register(domain, 1, registrant);
      party.clock.advanceDays(10);
      const renewed = await registry().renew(domain, 2);
      expect(renewed.expiresAt.toISOString()).toBe(addYears(term.expiresAt, 2).toISOString());
      expect(await registry().whois(domain)).toMatchObject({ expiresAt: renewed.expiresAt.toISOString() });
      await expect(registry().renew(driver.heldElsewhere().domain, 1)).rejects.toMatchObject({ reason: 'notSponsored' });
    });

    it('transfers a name in: a wrong code refused, the right one accepted, pending for 5 to 7 days, then completed', async () => {
      const { domain, authCode } = driver.heldElsewhere();
      expect(await registry().transferCheck(domain)).toEqual({ domain, transferable: true, blocker: null });
      expect(await registry().verifyAuthCode(domain, `${authCode}-wrong`)).toBe(false);
      expect(await registry().verifyAuthCode(domain, authCode)).toBe(true);
      await expect(registry().transfer(domain, `${authCode}-wrong`, registrant)).rejects.toMatchObject({ reason: 'authCodeIncorrect' });
      const pending = await registry().transfer(domain, authCode, registrant);
      expect(pending).toMatchObject({ domain, status: 'pendingTransfer' });
      const days = (pending.completesAt.getTime() - pending.requestedAt.getTime()) / DAY;
      expect(days >= 5 && days <= 7).toBe(true);
      expect(await registry().transferStatus(domain)).toMatchObject({ domain, status: 'pendingTransfer' });
      expect(await registry().transferCheck(domain)).toMatchObject({ transferable: false, blocker: 'pendingTransfer' });
      party.clock.advanceDays(7);
      expect(await registry().transferStatus(domain)).toMatchObject({ domain, status: 'completed' });
      expect(await registry().transferCheck(domain)).toMatchObject({ transferable: false, blocker: 'alreadyWithUs' });
      expect(await registry().renew(domain, 1)).toMatchObject({ domain });
      expect(await registry().transferStatus(driver.availableName())).toMatchObject({ status: 'none', completesAt: null });
    });

    it('keeps an expired name in redemption and restores it with one more year (reactivate); not before', async () => {
      const domain = driver.availableName();
      const term = await registry().register(domain, 1, registrant);
      await expect(registry().reactivate(domain)).rejects.toMatchObject({ reason: 'notInRedemption' });
      party.clock.advanceDays(365 + 20);
      const whois = await registry().whois(domain);
      expect(whois.registered && whois.statuses).toContain('redemptionPeriod');
      const restored = await registry().reactivate(domain);
      expect(restored.expiresAt.toISOString()).toBe(addYears(term.expiresAt, 1).toISOString());
      const after = await registry().whois(domain);
      expect(after.registered && after.statuses).not.toContain('redemptionPeriod');
    });

    const network = driver.network;
    const skip = network ? false : `${driver.name} is in process: nothing between the storefront and it to fail`;

    it('a registration whose answer was lost is carried out once: one name, no second create', { skip }, async () => {
      const faults = network as NetworkFaults;
      const domain = driver.availableName();
      faults.loseAnswerTo('register');
      const term = await registry().register(domain, 1, registrant);
      expect(term.expiresAt.toISOString()).toBe(addYears(term.createdAt, 1).toISOString());
      expect(faults.carriedOut('register', domain)).toBe(1);
      expect((await registry().check([domain]))[0]?.status).toBe('taken');
    });

    it('a renewal whose answer was lost is carried out once: one more year, not two', { skip }, async () => {
      const faults = network as NetworkFaults;
      const domain = driver.availableName();
      const term = await registry().register(domain, 1, registrant);
      faults.loseAnswerTo('renew');
      const renewed = await registry().renew(domain, 1);
      expect(renewed.expiresAt.toISOString()).toBe(addYears(term.expiresAt, 1).toISOString());
      expect(faults.carriedOut('renew', domain)).toBe(1);
      expect(await registry().whois(domain)).toMatchObject({ expiresAt: renewed.expiresAt.toISOString() });
    });

    it('a renewal made before a restart (recorded nowhere by the storefront) is not made again when the job asks once more', async () => {
      const domain = driver.availableName();
      const term = await registry().register(domain, 1, registrant);
      const made = await registry().renew(domain, 1, { knownExpiry: term.expiresAt });
      expect(made.expiresAt.toISOString()).toBe(addYears(term.expiresAt, 1).toISOString());
      // The process stopped before the storefront recorded it: the job's retry still knows the old expiry.
      const again = await registry().renew(domain, 1, { knownExpiry: term.expiresAt });
      expect(again.expiresAt.toISOString()).toBe(made.expiresAt.toISOString());
      expect(await registry().whois(domain)).toMatchObject({ expiresAt: made.expiresAt.toISOString() });
    });

    it('a registration made before a restart is this one when the job asks again (a retry), and a taken name on a first try', async () => {
      const domain = driver.availableName();
      const made = await registry().register(domain, 1, registrant);
      // The process stopped before the storefront recorded it; the job's retry asks again (RegistryCall.retry).
      const again = await registry().register(domain, 1, registrant, { retry: true });
      expect(again).toMatchObject({ domain, expiresAt: made.expiresAt });
      // Across a network, the party was asked to create it once (the retry asked first); in process, the one row is the proof.
      expect(network ? network.carriedOut('register', domain) : (await registry().check([domain])).filter((answer) => answer.status === 'taken').length).toBe(1);
      // Not a retry, or another registrant's: the name is simply taken.
      await expect(registry().register(domain, 1, registrant)).rejects.toMatchObject({ reason: 'taken' });
      await expect(registry().register(domain, 1, { ...registrant, email: 'someone.else@example.com' }, { retry: true })).rejects.toMatchObject({ reason: 'taken' });
    });

    it('a transfer requested before a restart is this one when the job asks again (a retry); a first try finds it pending', async () => {
      const { domain, authCode } = driver.heldElsewhere();
      const requested = await registry().transfer(domain, authCode, registrant);
      const again = await registry().transfer(domain, authCode, registrant, { retry: true });
      expect(again).toMatchObject({ domain, status: 'pendingTransfer', completesAt: requested.completesAt });
      await expect(registry().transfer(domain, authCode, registrant)).rejects.toMatchObject({ reason: 'pendingTransfer' });
    });

    it('reconnects after every connection dropped', { skip }, async () => {
      const faults = network as NetworkFaults;
      const domain = driver.availableName();
      expect((await registry().check([domain]))[0]?.status).toBe('available');
      faults.dropConnections();
      expect((await registry().check([domain]))[0]?.status).toBe('available');
    });

    it('the registry down is a retryable failure (not a refusal), and once it is back the call succeeds', { skip }, async () => {
      const faults = network as NetworkFaults;
      const domain = driver.availableName();
      faults.down();
      try {
        const failure = await registry().register(domain, 1, registrant).then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(Error);
        expect(failure).not.toBeInstanceOf(RegistryError);
        expect(failure).toMatchObject({ retryable: true });
      } finally {
        faults.up();
      }
      expect(faults.carriedOut('register', domain)).toBe(0);
      const term = await registry().register(domain, 1, registrant);
      expect(term.domain).toBe(domain);
    });
  });
}
