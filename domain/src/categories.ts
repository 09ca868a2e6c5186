/**
 * The service categories of the catalogue: docs/product.md §1's four trades and four more, each with
 * its English and Bangla label and the everyday words people search it by. Search treats a
 * query word that is one of a category's words like a word of the service's own name.
 */

export const CATEGORY_IDS = [
  'electrical',
  'plumbing',
  'deep-cleaning',
  'painting',
  'carpentry',
  'appliance-repair',
  'pest-control',
  'other',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** What a service posted without a category (an old REST client) is filed under. */
export const DEFAULT_CATEGORY: CategoryId = 'other';

export interface Category {
  id: CategoryId;
  en: string;
  bn: string;
  /** Everyday words and phrases, English and Bangla, that find this category. */
  words: readonly string[];
  /**
   * The words among them that name the trade itself ("plumber", not "pipe"): a search made only
   * of these (and perhaps a district) lists the category (catalogue.ts, searchAsFilters).
   */
  names: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'electrical',
    en: 'Electrical',
    bn: 'বৈদ্যুতিক কাজ',
    words: [
      'electrical',
      'electric',
      'electrician',
      'wiring',
      'wire',
      'switch',
      'socket',
      'circuit',
      'breaker',
      'ইলেকট্রিশিয়ান',
      'ইলেকট্রিক',
      'ইলেকট্রিক্যাল',
      'বৈদ্যুতিক',
      'বিদ্যুৎ',
      'ওয়্যারিং',
    ],
    names: [
      'electrical',
      'electric',
      'electrician',
      'ইলেকট্রিশিয়ান',
      'ইলেকট্রিক',
      'ইলেকট্রিক্যাল',
      'বৈদ্যুতিক',
    ],
  },
  {
    id: 'plumbing',
    en: 'Plumbing',
    bn: 'প্লাম্বিং',
    words: [
      'plumbing',
      'plumber',
      'pipe',
      'leak',
      'tap',
      'drain',
      'toilet',
      'basin',
      'প্লাম্বার',
      'প্লাম্বিং',
      'পানির লাইন',
      'পাইপ',
      'লিক',
      'কল',
    ],
    names: ['plumbing', 'plumber', 'প্লাম্বার', 'প্লাম্বিং'],
  },
  {
    id: 'deep-cleaning',
    en: 'Deep Cleaning',
    bn: 'ডিপ ক্লিনিং',
    words: [
      'cleaning',
      'cleaner',
      'clean',
      'deep cleaning',
      'maid',
      'ক্লিনিং',
      'ক্লিনার',
      'পরিষ্কার',
      'পরিচ্ছন্নতা',
    ],
    names: ['cleaning', 'cleaner', 'deep cleaning', 'ক্লিনিং', 'ক্লিনার'],
  },
  {
    id: 'painting',
    en: 'Painting & Polishing',
    bn: 'রং ও পলিশ',
    words: [
      'painting',
      'painter',
      'paint',
      'polish',
      'polishing',
      'পেইন্টার',
      'পেইন্টিং',
      'রংমিস্ত্রি',
      'রং',
      'পলিশ',
    ],
    names: ['painting', 'painter', 'পেইন্টার', 'পেইন্টিং', 'রংমিস্ত্রি'],
  },
  {
    id: 'carpentry',
    en: 'Carpentry',
    bn: 'কাঠের কাজ',
    words: [
      'carpentry',
      'carpenter',
      'furniture',
      'wood',
      'door',
      'cabinet',
      'কাঠমিস্ত্রি',
      'কার্পেন্টার',
      'কাঠ',
      'আসবাব',
      'ফার্নিচার',
      'দরজা',
    ],
    names: ['carpentry', 'carpenter', 'কাঠমিস্ত্রি', 'কার্পেন্টার'],
  },
  {
    id: 'appliance-repair',
    en: 'Appliance Repair',
    bn: 'যন্ত্রপাতি মেরামত',
    words: [
      'appliance',
      'ac',
      'air conditioner',
      'fridge',
      'refrigerator',
      'washing machine',
      'microwave',
      'oven',
      'এসি',
      'ফ্রিজ',
      'রেফ্রিজারেটর',
      'ওয়াশিং মেশিন',
      'মাইক্রোওয়েভ',
    ],
    names: ['appliance', 'appliance repair'],
  },
  {
    id: 'pest-control',
    en: 'Pest Control',
    bn: 'পোকামাকড় দমন',
    words: [
      'pest',
      'pest control',
      'termite',
      'cockroach',
      'bedbug',
      'mosquito',
      'rat',
      'পেস্ট কন্ট্রোল',
      'পোকামাকড়',
      'তেলাপোকা',
      'উইপোকা',
      'ছারপোকা',
      'মশা',
      'ইঁদুর',
    ],
    names: ['pest', 'pest control', 'পেস্ট কন্ট্রোল'],
  },
  { id: 'other', en: 'Other', bn: 'অন্যান্য', words: [], names: [] },
];

export function isCategoryId(value: unknown): value is CategoryId {
  return (CATEGORY_IDS as readonly unknown[]).includes(value);
}

export function categoryOf(id: CategoryId): Category {
  // CATEGORIES has one entry per id, in CATEGORY_IDS order.
  return CATEGORIES[CATEGORY_IDS.indexOf(id)] as Category;
}
