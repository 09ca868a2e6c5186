/**
 * A generated marketplace for the benches and the API tests: any number of services, the same
 * ones on every run (a seeded PRNG), spread evenly over every category and over many districts
 * (named neighbourhoods of the big cities, and the sadar of every one of the 64 districts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import { DISTRICTS, districtInText } from '@meramot/domain/districts';
import type { ProviderProfile, ServiceFields } from '@meramot/domain/entities';
import { indexedServiceListingOf } from '@meramot/domain/service';
import { EMULATOR_HOSTS } from './emulators';

/** A small seeded PRNG (mulberry32). */
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
  category: CategoryId;
  names: string[];
  bangla: string[];
  sentences: string[];
  image: string;
  price: [number, number];
}

const TRADES: Trade[] = [
  {
    category: 'plumbing',
    names: ['Plumbing Leak Repair', 'Bathroom Pipe Fitting', 'Commode & Basin Fitting'],
    bangla: ['প্লাম্বিং মেরামত', 'বাথরুম পাইপ ফিটিং'],
    sentences: [
      'Leaking taps, burst pipes and clogged drains fixed by experienced plumbers.',
      'Genuine fittings and pressure testing before handover.',
    ],
    image: 'plumbing',
    price: [500, 3000],
  },
  {
    category: 'deep-cleaning',
    names: ['Water Tank Cleaning', 'Underground Reservoir Cleaning'],
    bangla: ['পানির ট্যাংক পরিষ্কার'],
    sentences: [
      'Overhead and underground tank cleaning with disinfection and sludge removal.',
      'A water quality check after every job.',
    ],
    image: 'plumbing',
    price: [1500, 4000],
  },
  {
    category: 'electrical',
    names: ['House Wiring & Electrical Repair', 'Circuit Breaker Installation', 'Earthing Work'],
    bangla: ['বৈদ্যুতিক ওয়্যারিং', 'বিদ্যুৎ মিস্ত্রি'],
    sentences: [
      'Faulty switch and socket replacement by licensed electricians.',
      'Safe wiring with branded cables and a load check.',
    ],
    image: 'electrical',
    price: [600, 8000],
  },
  {
    category: 'electrical',
    names: ['Ceiling Fan & Light Installation', 'LED Panel Fitting'],
    bangla: ['ফ্যান ও লাইট লাগানো'],
    sentences: ['Ceiling fans, LED panels and chandeliers installed with regulator fitting.'],
    image: 'electrical',
    price: [300, 1500],
  },
  {
    category: 'appliance-repair',
    names: ['IPS & Generator Servicing', 'Inverter Battery Service'],
    bangla: ['আইপিএস সার্ভিসিং'],
    sentences: ['Battery water top-up and changeover switch repair for load-shedding.'],
    image: 'electrical',
    price: [800, 3000],
  },
  {
    category: 'appliance-repair',
    names: ['AC Servicing', 'Split AC Installation', 'AC Gas Refill'],
    bangla: ['এসি সার্ভিসিং', 'এসি মেরামত'],
    sentences: [
      'Filter cleaning, gas top-up and cooling checks for split and window ACs.',
      'Certified technicians for every brand.',
    ],
    image: 'electrical',
    price: [1000, 6000],
  },
  {
    category: 'appliance-repair',
    names: ['Refrigerator Repair', 'Washing Machine Repair', 'Microwave Oven Repair'],
    bangla: ['ফ্রিজ মেরামত', 'ওয়াশিং মেশিন মেরামত'],
    sentences: ['Home appliance diagnosis and repair with genuine spare parts.'],
    image: 'electrical',
    price: [700, 5000],
  },
  {
    category: 'deep-cleaning',
    names: ['Deep Cleaning for Flats', 'Move-in Home Cleaning', 'Office Cleaning'],
    bangla: ['ঘর পরিষ্কার', 'ডিপ ক্লিনিং'],
    sentences: [
      'Top-to-bottom cleaning of kitchens, bathrooms, floors and windows.',
      'Safe, eco-friendly products and trained cleaners.',
    ],
    image: 'cleaning',
    price: [2000, 9000],
  },
  {
    category: 'deep-cleaning',
    names: ['Sofa & Carpet Shampooing', 'Mattress Cleaning'],
    bangla: ['সোফা পরিষ্কার'],
    sentences: ['Machine shampooing and stain removal that dries within hours.'],
    image: 'cleaning',
    price: [1000, 4000],
  },
  {
    category: 'deep-cleaning',
    names: ['Kitchen Degreasing', 'Chimney & Hood Cleaning'],
    bangla: ['রান্নাঘর পরিষ্কার'],
    sentences: ['Chimney, hood, tiles and cabinet degreasing for busy kitchens.'],
    image: 'cleaning',
    price: [1000, 3500],
  },
  {
    category: 'painting',
    names: ['Interior Wall Painting', 'Exterior Painting', 'Texture Painting'],
    bangla: ['রং মিস্ত্রি', 'ঘর রং করা'],
    sentences: [
      'Putty, primer and two coats of premium emulsion.',
      'Colour consultation included and furniture covered throughout.',
    ],
    image: 'painting',
    price: [5000, 40000],
  },
  {
    category: 'painting',
    names: ['Furniture Polishing', 'Door Polish & Lacquer'],
    bangla: ['ফার্নিচার পলিশ'],
    sentences: ['Lacquer and scratch repair that brings back the shine of wooden furniture.'],
    image: 'painting',
    price: [1500, 8000],
  },
  {
    category: 'carpentry',
    names: ['Door Replacement', 'Carpentry & Cabinet Making', 'Kitchen Counter Renovation'],
    bangla: ['কাঠমিস্ত্রি', 'দরজা বদল'],
    sentences: ['Made-to-measure doors, cabinets and granite kitchen counters.'],
    image: 'painting',
    price: [3000, 60000],
  },
  {
    category: 'pest-control',
    names: ['Pest Control', 'Termite Treatment'],
    bangla: ['পোকামাকড় দমন'],
    sentences: ['Odourless treatment for cockroaches, bed bugs and termites with a warranty.'],
    image: 'cleaning',
    price: [1500, 7000],
  },
  {
    category: 'other',
    names: ['Tiles Fitting', 'Roof Waterproofing', 'Thai Aluminium & Glass Work'],
    bangla: ['টাইলস বসানো', 'ছাদ ওয়াটারপ্রুফিং'],
    sentences: ['Floor and wall tiles, roof waterproofing and glass partitions.'],
    image: 'painting',
    price: [2000, 50000],
  },
  {
    category: 'electrical',
    names: ['CCTV Installation', 'Intercom Setup'],
    bangla: ['সিসিটিভি লাগানো'],
    sentences: ['Camera installation with mobile viewing and a one-year service.'],
    image: 'electrical',
    price: [3000, 25000],
  },
  {
    category: 'appliance-repair',
    names: ['Gas Stove Repair', 'Geyser Installation'],
    bangla: ['গ্যাসের চুলা মেরামত', 'গিজার লাগানো'],
    sentences: ['Burner cleaning, leak tests and safe geyser connections.'],
    image: 'plumbing',
    price: [400, 3000],
  },
];

const TRADES_BY_CATEGORY = new Map(
  CATEGORY_IDS.map((id) => [id, TRADES.filter((trade) => trade.category === id)]),
);

interface Area {
  en: string;
  bn: string;
  district: string;
}

/** The neighbourhoods people name most, in the districts that have most services. */
const NAMED_AREAS: Area[] = (
  [
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
    ['Kandirpar, Cumilla', 'কান্দিরপাড়, কুমিল্লা'],
    ['Tongi, Gazipur', 'টঙ্গী, গাজীপুর'],
    ['Chashara, Narayanganj', 'চাষাড়া, নারায়ণগঞ্জ'],
  ] as const
).map(([en, bn]) => {
  const district = districtInText(en);
  if (!district) throw new Error(`No district named in ${en}`);
  return { en, bn, district };
});

/** Every district's town centre, so filters by any of the 64 find something. */
const SADAR_AREAS: Area[] = DISTRICTS.map((d) => ({
  en: `Sadar, ${d.en}`,
  bn: `সদর, ${d.bn}`,
  district: d.id,
}));

const MODIFIERS = ['', '', '', 'Express ', 'Premium ', 'Affordable ', 'Same-day ', '24/7 '];
const CLOSINGS = [
  'We bring our own tools and tidy up after the job.',
  'Transparent pricing and a 30-day workmanship guarantee.',
  'Book today for a visit within 24 hours.',
  'Trusted by thousands of families across Bangladesh.',
  'অভিজ্ঞ কারিগর, পরিষ্কার কাজ এবং সময়মতো হস্তান্তর।',
];

const PROVIDER_COUNT = 200;

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

export interface GeneratedService {
  providerUid: string;
  provider: ProviderProfile;
  fields: ServiceFields;
  /** Distinct and increasing with the index, so "newest first" has no ties. */
  createdAtMillis: number;
}

/**
 * `count` services; service i is of category CATEGORY_IDS[i % 8], so any 8 in a row cover every
 * category. The first n of a larger count are the same as the services of count n.
 */
export function generateServices(count: number, startMillis = Date.now() - count * 1000) {
  const next = random(20_261_121);
  const services: GeneratedService[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORY_IDS[i % CATEGORY_IDS.length] as CategoryId;
    const trade = pick(next, TRADES_BY_CATEGORY.get(category) ?? []);
    const area = next() < 0.7 ? pick(next, NAMED_AREAS) : pick(next, SADAR_AREAS);
    const bangla = next() < 0.2;
    const [low, high] = trade.price;
    const provider = Math.floor(next() * PROVIDER_COUNT);
    services.push({
      providerUid: `bench-provider-${provider}`,
      provider: {
        name: `Provider ${provider}`,
        email: `provider${provider}@bench.meramot.test`,
        photoURL: '',
      },
      fields: {
        serviceImgURL: `/images/services/${trade.image}.svg`,
        serviceName: bangla
          ? pick(next, trade.bangla)
          : `${pick(next, MODIFIERS)}${pick(next, trade.names)}`,
        serviceArea: bangla || next() < 0.1 ? area.bn : area.en,
        servicePrice: Math.round((low + next() * (high - low)) / 50) * 50,
        description: [...trade.sentences, pick(next, CLOSINGS)].join(' '),
        category,
        district: area.district,
      },
      createdAtMillis: startMillis + i * 1000,
    });
  }
  return services;
}

const BATCH_SIZE = 500;
/** Batches in flight at once: the emulator shares two cores with everything else. */
const PARALLEL_BATCHES = 4;

/**
 * Switches the Functions emulator's Firestore triggers (through the emulator hub). Without a
 * Functions emulator (the rules suite) there is nothing to switch.
 */
async function backgroundTriggers(on: boolean): Promise<void> {
  const verb = on ? 'enable' : 'disable';
  await fetch(`http://${EMULATOR_HOSTS.hub}/functions/${verb}BackgroundTriggers`, {
    method: 'PUT',
  }).catch(() => undefined);
}

/**
 * Writes the services (as the server does, with indexedServiceListingOf); their ids in order.
 * They are written indexed, so the search-index trigger would find nothing to do: it is switched
 * off meanwhile, as thousands of its events at once would each start a functions worker.
 */
export async function seedGeneratedServices(
  db: Firestore,
  services: readonly GeneratedService[],
): Promise<string[]> {
  return withTriggersOff(() => writeServices(db, services));
}

/** Runs `write` with the Functions emulator's Firestore triggers off, for fixtures in bulk. */
export async function withTriggersOff<T>(write: () => Promise<T>): Promise<T> {
  await backgroundTriggers(false);
  try {
    return await write();
  } finally {
    await backgroundTriggers(true);
  }
}

async function writeServices(
  db: Firestore,
  services: readonly GeneratedService[],
): Promise<string[]> {
  const ids: string[] = [];
  const pending: Promise<unknown>[] = [];
  for (let first = 0; first < services.length; first += BATCH_SIZE) {
    const batch = db.batch();
    for (const service of services.slice(first, first + BATCH_SIZE)) {
      const ref = db.collection('services').doc();
      const at = Timestamp.fromMillis(service.createdAtMillis);
      batch.set(ref, {
        ...indexedServiceListingOf(service.providerUid, service.provider, service.fields),
        createdAt: at,
        updatedAt: at,
      });
      ids.push(ref.id);
    }
    pending.push(batch.commit());
    if (pending.length === PARALLEL_BATCHES) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return ids;
}
