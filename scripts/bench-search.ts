/**
 * Server-side search against a naive baseline, on 10,000 generated services. Run it inside the
 * emulators (it empties their Firestore and Auth first):
 *
 *   npm run build -w functions
 *   npx tsx scripts/emulators-exec.ts --only auth,firestore,functions "npx tsx scripts/bench-search.ts"
 *
 * Each of 50 queries goes once through the API (GET /publicServices?search=, which reads the
 * array-contains-any candidates and ranks them) and once through the baseline (read every
 * service with the Admin SDK in this process and rank them in memory with the same domain
 * ranking). Both read the same fields. It prints latency p50/p95 and documents read per query
 * side by side, checks that both give the same services in the same order, and exits non-zero
 * if they differ. Not part of `npm test`.
 */
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { CategoryId } from '@meramot/domain/categories';
import { districtInText } from '@meramot/domain/districts';
import type { Service, ServiceFields } from '@meramot/domain/entities';
import { searchServices } from '@meramot/domain/search';
import { queryWords, serviceSearchTerms } from '@meramot/domain/search-terms';
import { API_URL } from './emulators';
import { adminApp, clearEmulators } from './seed';

const SERVICE_COUNT = 10_000;
const BATCH_SIZE = 500;
const PARALLEL_BATCHES = 4;
/** Stop measuring (and say so) rather than run past this. */
const TIME_BUDGET_MS = 4.5 * 60_000;

// ---------- generated marketplace ----------

/** A small seeded PRNG (mulberry32): the same 10,000 services on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trade {
  names: string[];
  category: CategoryId;
  bangla: string[];
  sentences: string[];
  image: string;
  price: [number, number];
}

const TRADES: Trade[] = [
  {
    names: ['Plumbing Leak Repair', 'Bathroom Pipe Fitting', 'Commode & Basin Fitting'],
    bangla: ['প্লাম্বিং মেরামত', 'বাথরুম পাইপ ফিটিং'],
    sentences: [
      'Leaking taps, burst pipes and clogged drains fixed by experienced plumbers.',
      'Genuine fittings and pressure testing before handover.',
    ],
    category: 'plumbing',
    image: 'plumbing',
    price: [500, 3000],
  },
  {
    names: ['Water Tank Cleaning', 'Underground Reservoir Cleaning'],
    bangla: ['পানির ট্যাংক পরিষ্কার'],
    sentences: [
      'Overhead and underground tank cleaning with disinfection and sludge removal.',
      'A water quality check after every job.',
    ],
    category: 'deep-cleaning',
    image: 'plumbing',
    price: [1500, 4000],
  },
  {
    names: ['House Wiring & Electrical Repair', 'Circuit Breaker Installation', 'Earthing Work'],
    bangla: ['বৈদ্যুতিক ওয়্যারিং', 'বিদ্যুৎ মিস্ত্রি'],
    sentences: [
      'Faulty switch and socket replacement by licensed electricians.',
      'Safe wiring with branded cables and a load check.',
    ],
    category: 'electrical',
    image: 'electrical',
    price: [600, 8000],
  },
  {
    names: ['Ceiling Fan & Light Installation', 'LED Panel Fitting'],
    bangla: ['ফ্যান ও লাইট লাগানো'],
    sentences: ['Ceiling fans, LED panels and chandeliers installed with regulator fitting.'],
    category: 'electrical',
    image: 'electrical',
    price: [300, 1500],
  },
  {
    names: ['IPS & Generator Servicing', 'Inverter Battery Service'],
    bangla: ['আইপিএস সার্ভিসিং'],
    sentences: ['Battery water top-up and changeover switch repair for load-shedding.'],
    category: 'appliance-repair',
    image: 'electrical',
    price: [800, 3000],
  },
  {
    names: ['AC Servicing', 'Split AC Installation', 'AC Gas Refill'],
    bangla: ['এসি সার্ভিসিং', 'এসি মেরামত'],
    sentences: [
      'Filter cleaning, gas top-up and cooling checks for split and window ACs.',
      'Certified technicians for every brand.',
    ],
    category: 'appliance-repair',
    image: 'electrical',
    price: [1000, 6000],
  },
  {
    names: ['Refrigerator Repair', 'Washing Machine Repair', 'Microwave Oven Repair'],
    bangla: ['ফ্রিজ মেরামত', 'ওয়াশিং মেশিন মেরামত'],
    sentences: ['Home appliance diagnosis and repair with genuine spare parts.'],
    category: 'appliance-repair',
    image: 'electrical',
    price: [700, 5000],
  },
  {
    names: ['Deep Cleaning for Flats', 'Move-in Home Cleaning', 'Office Cleaning'],
    bangla: ['ঘর পরিষ্কার', 'ডিপ ক্লিনিং'],
    sentences: [
      'Top-to-bottom cleaning of kitchens, bathrooms, floors and windows.',
      'Safe, eco-friendly products and trained cleaners.',
    ],
    category: 'deep-cleaning',
    image: 'cleaning',
    price: [2000, 9000],
  },
  {
    names: ['Sofa & Carpet Shampooing', 'Mattress Cleaning'],
    bangla: ['সোফা পরিষ্কার'],
    sentences: ['Machine shampooing and stain removal that dries within hours.'],
    category: 'deep-cleaning',
    image: 'cleaning',
    price: [1000, 4000],
  },
  {
    names: ['Kitchen Degreasing', 'Chimney & Hood Cleaning'],
    bangla: ['রান্নাঘর পরিষ্কার'],
    sentences: ['Chimney, hood, tiles and cabinet degreasing for busy kitchens.'],
    category: 'deep-cleaning',
    image: 'cleaning',
    price: [1000, 3500],
  },
  {
    names: ['Interior Wall Painting', 'Exterior Painting', 'Texture Painting'],
    bangla: ['রং মিস্ত্রি', 'ঘর রং করা'],
    sentences: [
      'Putty, primer and two coats of premium emulsion.',
      'Colour consultation included and furniture covered throughout.',
    ],
    category: 'painting',
    image: 'painting',
    price: [5000, 40000],
  },
  {
    names: ['Furniture Polishing', 'Door Polish & Lacquer'],
    bangla: ['ফার্নিচার পলিশ'],
    sentences: ['Lacquer and scratch repair that brings back the shine of wooden furniture.'],
    category: 'painting',
    image: 'painting',
    price: [1500, 8000],
  },
  {
    names: ['Door Replacement', 'Carpentry & Cabinet Making', 'Kitchen Counter Renovation'],
    bangla: ['কাঠমিস্ত্রি', 'দরজা বদল'],
    sentences: ['Made-to-measure doors, cabinets and granite kitchen counters.'],
    category: 'carpentry',
    image: 'painting',
    price: [3000, 60000],
  },
  {
    names: ['Pest Control', 'Termite Treatment'],
    bangla: ['পোকামাকড় দমন'],
    sentences: ['Odourless treatment for cockroaches, bed bugs and termites with a warranty.'],
    category: 'pest-control',
    image: 'cleaning',
    price: [1500, 7000],
  },
  {
    names: ['Tiles Fitting', 'Roof Waterproofing', 'Thai Aluminium & Glass Work'],
    bangla: ['টাইলস বসানো', 'ছাদ ওয়াটারপ্রুফিং'],
    sentences: ['Floor and wall tiles, roof waterproofing and glass partitions.'],
    category: 'other',
    image: 'painting',
    price: [2000, 50000],
  },
  {
    names: ['CCTV Installation', 'Intercom Setup'],
    bangla: ['সিসিটিভি লাগানো'],
    sentences: ['Camera installation with mobile viewing and a one-year service.'],
    category: 'electrical',
    image: 'electrical',
    price: [3000, 25000],
  },
  {
    names: ['Gas Stove Repair', 'Geyser Installation'],
    bangla: ['গ্যাসের চুলা মেরামত', 'গিজার লাগানো'],
    sentences: ['Burner cleaning, leak tests and safe geyser connections.'],
    category: 'appliance-repair',
    image: 'plumbing',
    price: [400, 3000],
  },
];

const AREAS: [english: string, bangla: string][] = [
  ['Dhanmondi, Dhaka', 'ধানমন্ডি, ঢাকা'],
  ['Gulshan, Dhaka', 'গুলশান, ঢাকা'],
  ['Banani, Dhaka', 'বনানী, ঢাকা'],
  ['Mirpur, Dhaka', 'মিরপুর, ঢাকা'],
  ['Uttara, Dhaka', 'উত্তরা, ঢাকা'],
  ['Mohammadpur, Dhaka', 'মোহাম্মদপুর, ঢাকা'],
  ['Bashundhara, Dhaka', 'বসুন্ধরা, ঢাকা'],
  ['Motijheel, Dhaka', 'মতিঝিল, ঢাকা'],
  ['Badda, Dhaka', 'বাড্ডা, ঢাকা'],
  ['Old Dhaka, Dhaka', 'পুরান ঢাকা, ঢাকা'],
  ['Agrabad, Chattogram', 'আগ্রাবাদ, চট্টগ্রাম'],
  ['Nasirabad, Chattogram', 'নাসিরাবাদ, চট্টগ্রাম'],
  ['Zindabazar, Sylhet', 'জিন্দাবাজার, সিলেট'],
  ['Sonadanga, Khulna', 'সোনাডাঙ্গা, খুলনা'],
  ['Shaheb Bazar, Rajshahi', 'সাহেব বাজার, রাজশাহী'],
  ['Sadar, Barishal', 'সদর, বরিশাল'],
  ['Sadar, Rangpur', 'সদর, রংপুর'],
  ['Kandirpar, Cumilla', 'কান্দিরপাড়, কুমিল্লা'],
  ['Tongi, Gazipur', 'টঙ্গী, গাজীপুর'],
  ['Chashara, Narayanganj', 'চাষাড়া, নারায়ণগঞ্জ'],
];

const MODIFIERS = ['', '', '', 'Express ', 'Premium ', 'Affordable ', 'Same-day ', '24/7 '];
const CLOSINGS = [
  'We bring our own tools and tidy up after the job.',
  'Transparent pricing and a 30-day workmanship guarantee.',
  'Book today for a visit within 24 hours.',
  'Trusted by thousands of families across Bangladesh.',
  'অভিজ্ঞ কারিগর, পরিষ্কার কাজ এবং সময়মতো হস্তান্তর।',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function generateService(next: () => number): ServiceFields {
  const trade = pick(next, TRADES);
  const area = pick(next, AREAS);
  const bangla = next() < 0.2;
  const [low, high] = trade.price;
  const district = districtInText(area[0]);
  if (!district) throw new Error(`No district in ${area[0]}`);
  return {
    serviceImgURL: `/images/services/${trade.image}.svg`,
    serviceName: bangla
      ? pick(next, trade.bangla)
      : `${pick(next, MODIFIERS)}${pick(next, trade.names)}`,
    serviceArea: bangla || next() < 0.1 ? area[1] : area[0],
    servicePrice: Math.round((low + next() * (high - low)) / 50) * 50,
    description: [...trade.sentences, pick(next, CLOSINGS)].join(' '),
    category: trade.category,
    district,
  };
}

async function seedServices(): Promise<void> {
  const db = getFirestore(adminApp());
  const next = random(20_261_121);
  const providers = Array.from({ length: 200 }, (_, i) => ({
    uid: `bench-provider-${i}`,
    name: `Provider ${i}`,
    email: `provider${i}@bench.meramot.test`,
  }));
  const start = Date.now() - SERVICE_COUNT * 1000;
  const batches: Promise<unknown>[] = [];
  for (let first = 0; first < SERVICE_COUNT; first += BATCH_SIZE) {
    const batch = db.batch();
    for (let i = first; i < Math.min(first + BATCH_SIZE, SERVICE_COUNT); i++) {
      const service = generateService(next);
      const provider = pick(next, providers);
      // Distinct times, so "newest first" breaks every tie the same way on both sides.
      const at = Timestamp.fromMillis(start + i * 1000);
      batch.set(db.collection('services').doc(), {
        providerUid: provider.uid,
        provider: { name: provider.name, email: provider.email, photoURL: '' },
        service,
        searchTerms: serviceSearchTerms(service),
        createdAt: at,
        updatedAt: at,
      });
    }
    batches.push(batch.commit());
    if (batches.length === PARALLEL_BATCHES) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

// ---------- queries ----------

const QUERIES: { kind: string; text: string }[] = [
  ...[
    'plumbing',
    'wiring',
    'painting',
    'cleaning',
    'sofa',
    'geyser',
    'cctv',
    'refrigerator',
    'carpentry',
    'waterproofing',
    'pest control',
    'ac servicing',
    'tank cleaning',
    'door replacement',
    'kitchen counter renovation',
  ].map((text) => ({ kind: 'English', text })),
  ...[
    'dhanmondi',
    'chattogram',
    'sylhet',
    'khulna',
    'mirpur plumbing',
    'gulshan ac',
    'banani deep cleaning',
    'dhaka',
    'repair',
  ].map((text) => ({ kind: 'area/broad', text })),
  ...['plum', 'elec', 'clea', 'pai', 'furn', 'refri', 'ins', 'gul', 'mirp', 'chatt'].map(
    (text) => ({
      kind: 'prefix',
      text,
    }),
  ),
  ...[
    'রং',
    'প্লাম্বিং',
    'প্লাম',
    'ঢাকা',
    'মিরপুর',
    'ট্যাংক',
    'এসি',
    'পরিষ্কার',
    'ফ্রিজ মেরামত',
    'ধানম',
  ].map((text) => ({ kind: 'Bangla', text })),
  ...['xylophone', 'quantum computing', 'zzzz', 'spaceship repairs', 'a', '!!!'].map((text) => ({
    kind: 'miss',
    text,
  })),
];

// ---------- measuring ----------

interface Measure {
  ms: number;
  reads: number;
  ids: string[];
}

async function viaApi(text: string): Promise<Measure> {
  const started = performance.now();
  const response = await fetch(`${API_URL}/publicServices?search=${encodeURIComponent(text)}`);
  const body = (await response.json()) as Service[];
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`API answered ${response.status} for "${text}"`);
  const reads = Number(/desc="(\d+) reads"/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { ms, reads, ids: body.map((s) => s._id) };
}

async function viaBaseline(text: string): Promise<Measure> {
  const started = performance.now();
  // Fair to the baseline: a text without a usable word needs no reading on either side.
  if (queryWords(text).length === 0) return { ms: performance.now() - started, reads: 0, ids: [] };
  const snapshot = await getFirestore(adminApp())
    .collection('services')
    .select('provider', 'service', 'createdAt')
    .get();
  const ranked = searchServices(text, snapshot.docs, {
    fieldsOf: (d: QueryDocumentSnapshot) => d.get('service') as ServiceFields,
    createdAtOf: (d: QueryDocumentSnapshot) => (d.get('createdAt') as Timestamp).toMillis(),
  });
  return { ms: performance.now() - started, reads: snapshot.size, ids: ranked.map((d) => d.id) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, n: number) => s.padStart(n);

async function main(): Promise<number> {
  const began = Date.now();
  console.log(`[bench] emptying the emulators and seeding ${SERVICE_COUNT} services…`);
  await clearEmulators();
  await seedServices();
  console.log(`[bench] seeded in ${fmt((Date.now() - began) / 1000, 1)} s`);

  // Warm both paths once (function instance, gRPC channel) before measuring.
  await viaApi('warm');
  await viaBaseline('warm');

  const rows: { kind: string; text: string; api: Measure; base: Measure }[] = [];
  for (const query of QUERIES) {
    if (Date.now() - began > TIME_BUDGET_MS) {
      console.log(`[bench] time budget spent: stopped after ${rows.length} queries`);
      break;
    }
    const api = await viaApi(query.text);
    const base = await viaBaseline(query.text);
    rows.push({ ...query, api, base });
  }

  console.log(
    `\n${'query'.padEnd(28)} ${'kind'.padEnd(10)} ${pad('hits', 5)} | ${pad('API ms', 7)} ${pad('reads', 6)} | ${pad('naive ms', 8)} ${pad('reads', 6)} | same`,
  );
  let mismatches = 0;
  for (const { kind, text, api, base } of rows) {
    const same = JSON.stringify(api.ids) === JSON.stringify(base.ids);
    if (!same) mismatches += 1;
    console.log(
      `${text.padEnd(28)} ${kind.padEnd(10)} ${pad(String(api.ids.length), 5)} | ${pad(fmt(api.ms), 7)} ${pad(String(api.reads), 6)} | ${pad(fmt(base.ms), 8)} ${pad(String(base.reads), 6)} | ${same ? 'yes' : 'NO'}`,
    );
  }

  const summary = (of: (m: Measure) => number) => ({
    api: rows.map((r) => of(r.api)),
    base: rows.map((r) => of(r.base)),
  });
  const latency = summary((m) => m.ms);
  const reads = summary((m) => m.reads);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
  const line = (label: string, api: number, base: number, digits = 0) =>
    console.log(
      `${label.padEnd(26)} ${pad(fmt(api, digits), 10)} ${pad(fmt(base, digits), 10)} ${pad(api > 0 ? `${fmt(base / api, 1)}x` : '—', 9)}`,
    );

  console.log(`\n${rows.length} queries over ${SERVICE_COUNT} services`);
  console.log(`${''.padEnd(26)} ${pad('API', 10)} ${pad('naive', 10)} ${pad('naive/API', 9)}`);
  line('latency p50 (ms)', percentile(latency.api, 50), percentile(latency.base, 50), 1);
  line('latency p95 (ms)', percentile(latency.api, 95), percentile(latency.base, 95), 1);
  line('documents read p50', percentile(reads.api, 50), percentile(reads.base, 50));
  line('documents read p95', percentile(reads.api, 95), percentile(reads.base, 95));
  line('documents read mean', mean(reads.api), mean(reads.base), 1);
  const hits = rows.reduce((n, r) => n + r.api.ids.length, 0);
  const apiReads = rows.reduce((n, r) => n + r.api.reads, 0);
  console.log(
    `API documents read / hits returned: ${apiReads} / ${hits}${hits > 0 ? ` = ${fmt(apiReads / hits, 2)}` : ''}`,
  );
  console.log(
    `same services in the same order: ${rows.length - mismatches}/${rows.length}; total ${fmt((Date.now() - began) / 1000, 1)} s`,
  );
  return mismatches === 0 ? 0 : 1;
}

process.exit(await main());
