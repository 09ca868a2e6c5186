/**
 * The seed marketplace with everyone signed in, and the spec-shaped values the seed should
 * produce: what a suite starts from.
 */
import type { Service } from '@meramot/domain/entities';
import { seedEmulators } from '../../harness/seed';
import type { SeedResult } from '../../harness/seed';
import { SEED_ACCOUNTS, SEED_SERVICES } from '../../harness/seed-data';
import { signInSeedAccounts } from '../../harness/id-token';
import type { SignedIn } from '../../harness/id-token';

export interface Seeded extends SeedResult {
  /** Keyed like SEED_ACCOUNTS: rahim, nasrin, karim (providers), farhana, tanvir (admin). */
  users: Record<string, SignedIn>;
}

export async function seedAndSignIn(): Promise<Seeded> {
  const seed = await seedEmulators();
  return { ...seed, users: await signInSeedAccounts() };
}

function account(key: string) {
  const found = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!found) throw new Error(`No seed account ${key}`);
  return found;
}

/** A seed service as GET /publicServices answers it. */
export function expectedService(seed: SeedResult, key: string): Service {
  const service = SEED_SERVICES.find((s) => s.key === key);
  if (!service) throw new Error(`No seed service ${key}`);
  const provider = account(service.provider);
  return {
    _id: seed.serviceIds[key] ?? '',
    provider: {
      name: provider.name,
      email: provider.email,
      photoURL: provider.photoURL,
      service: { ...service.fields },
    },
  };
}

/** Every seed service, newest first (the seed writes them oldest first). */
export function expectedServicesNewestFirst(seed: SeedResult, provider?: string): Service[] {
  return SEED_SERVICES.filter((s) => provider === undefined || s.provider === provider)
    .map((s) => expectedService(seed, s.key))
    .reverse();
}
