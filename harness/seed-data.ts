/** The demo marketplace `npm start` loads and the API and browser suites start from. */
import { WEEKDAYS } from '@meramot/domain/availability';
import type { DaySchedule, WeekSchedule } from '@meramot/domain/availability';
import type { ProviderBookingStatus } from '@meramot/domain/booking-status';
import type { AppointmentFields, ServiceFields } from '@meramot/domain/entities';

export interface SeedAccount {
  key: string;
  name: string;
  email: string;
  password: string;
  photoURL: string;
  /** The Bangladeshi mobile number of the account's users/{uid} profile. */
  phone: string;
  role: 'provider' | 'customer';
  admin?: boolean;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    key: 'rahim',
    name: 'Rahim Uddin',
    email: 'rahim@meramot.test',
    password: 'Provider1',
    photoURL: '/images/avatars/provider-1.svg',
    phone: '01711000001',
    role: 'provider',
  },
  {
    key: 'nasrin',
    name: 'Nasrin Akter',
    email: 'nasrin@meramot.test',
    password: 'Provider2',
    photoURL: '/images/avatars/provider-2.svg',
    phone: '+8801811000002',
    role: 'provider',
  },
  {
    key: 'karim',
    name: 'Karim Hossain',
    email: 'karim@meramot.test',
    password: 'Provider3',
    photoURL: '/images/avatars/provider-3.svg',
    phone: '01911000003',
    role: 'provider',
  },
  {
    key: 'farhana',
    name: 'Farhana Islam',
    email: 'farhana@meramot.test',
    password: 'Customer1',
    photoURL: '/images/avatars/customer-1.svg',
    phone: '01511000004',
    role: 'customer',
  },
  {
    key: 'tanvir',
    name: 'Tanvir Ahmed',
    email: 'tanvir@meramot.test',
    password: 'Customer2',
    photoURL: '/images/avatars/customer-2.svg',
    phone: '01611000005',
    role: 'customer',
    admin: true,
  },
];

/**
 * Accounts made with a mobile number alone (issue 22): no e-mail, no password. They sign in on
 * Login with "Continue with mobile number"; the Auth emulator sends no SMS but lists each code
 * (docs/setup.md, "Seed accounts"). Their numbers are verified, as a phone sign-in makes them.
 */
export interface SeedPhoneAccount {
  key: string;
  name: string;
  /** As the profile stores it (01XXXXXXXXX); Auth holds it as +8801XXXXXXXXX. */
  phone: string;
  role: 'provider' | 'customer';
}

export const SEED_PHONE_ACCOUNTS: SeedPhoneAccount[] = [
  { key: 'jamal', name: 'Jamal Sheikh', phone: '01711000006', role: 'provider' },
  { key: 'rupa', name: 'Rupa Khatun', phone: '01811000007', role: 'customer' },
];

export interface SeedService {
  key: string;
  provider: string;
  fields: ServiceFields;
}

const img = (name: string) => `/images/services/${name}.svg`;

export const SEED_SERVICES: SeedService[] = [
  // Pest control, carpentry and other, so the seed covers every category; listed first, so they
  // are the oldest and the newest services (Home's popular six) stay as they were.
  {
    key: 'termite',
    provider: 'karim',
    fields: {
      serviceImgURL: img('cleaning'),
      serviceName: 'Termite & Cockroach Control',
      serviceArea: 'Tongi, Gazipur',
      servicePrice: 2500,
      description:
        'Odourless gel and spray treatment for cockroaches, bed bugs and termites, safe for children and pets, with a three-month warranty.',
      category: 'pest-control',
      district: 'gazipur',
    },
  },
  {
    key: 'cabinet',
    provider: 'rahim',
    fields: {
      serviceImgURL: img('painting'),
      serviceName: 'Door & Cabinet Carpentry',
      serviceArea: 'Kandirpar, Cumilla',
      servicePrice: 4000,
      description:
        'Made-to-measure wooden doors, wardrobes and shelves, with hinge and lock fitting and adjustments on site.',
      category: 'carpentry',
      district: 'cumilla',
    },
  },
  {
    key: 'shifting',
    provider: 'nasrin',
    fields: {
      serviceImgURL: img('cleaning'),
      serviceName: 'House Shifting Help',
      serviceArea: 'Chashara, Narayanganj',
      servicePrice: 3000,
      description:
        'Packing, loading and careful moving of furniture and boxes to your new home, with a covered van and trained helpers.',
      category: 'other',
      district: 'narayanganj',
    },
  },
  {
    key: 'wiring',
    provider: 'rahim',
    fields: {
      serviceImgURL: img('electrical'),
      serviceName: 'House Wiring & Electrical Repair',
      serviceArea: 'Dhanmondi, Dhaka',
      servicePrice: 1500,
      description:
        'Full house wiring checks, faulty switch and socket replacement, circuit breaker installation and earthing by licensed electricians. We bring our own tools and tidy up after the job.',
      category: 'electrical',
      district: 'dhaka',
    },
  },
  {
    key: 'fan',
    provider: 'rahim',
    fields: {
      serviceImgURL: img('electrical'),
      serviceName: 'Ceiling Fan & Light Installation',
      serviceArea: 'Mirpur, Dhaka',
      servicePrice: 600,
      description:
        'Installation of ceiling fans, LED panels and chandeliers, with regulator fitting and safe wiring. Same-day visits across Mirpur and Pallabi.',
      category: 'electrical',
      district: 'dhaka',
    },
  },
  {
    key: 'ips',
    provider: 'rahim',
    fields: {
      serviceImgURL: img('electrical'),
      serviceName: 'IPS & Generator Servicing',
      serviceArea: 'Uttara, Dhaka',
      servicePrice: 1200,
      description:
        'Battery water top-up, inverter diagnostics and changeover switch repair so your home keeps running through load-shedding.',
      category: 'appliance-repair',
      district: 'dhaka',
    },
  },
  {
    key: 'plumbing',
    provider: 'nasrin',
    fields: {
      serviceImgURL: img('plumbing'),
      serviceName: 'Plumbing Leak Repair',
      serviceArea: 'Gulshan, Dhaka',
      servicePrice: 800,
      description:
        'Leaking taps, burst pipes, clogged drains and commode repairs fixed by experienced plumbers. Genuine fittings, transparent pricing and a 30-day workmanship guarantee.',
      category: 'plumbing',
      district: 'dhaka',
    },
  },
  {
    key: 'tank',
    provider: 'nasrin',
    fields: {
      serviceImgURL: img('plumbing'),
      serviceName: 'Water Tank Cleaning',
      serviceArea: 'Bashundhara, Dhaka',
      servicePrice: 2000,
      description:
        'Overhead and underground water tank cleaning with disinfection, sludge removal and a water quality check, so your family drinks safe water.',
      category: 'deep-cleaning',
      district: 'dhaka',
    },
  },
  {
    key: 'pipe',
    provider: 'nasrin',
    fields: {
      serviceImgURL: img('plumbing'),
      serviceName: 'Bathroom Pipe Fitting',
      serviceArea: 'Agrabad, Chattogram',
      servicePrice: 2500,
      description:
        'New bathroom pipe lines, geyser connection, shower and basin fitting with pressure testing before handover.',
      category: 'plumbing',
      district: 'chattogram',
    },
  },
  {
    key: 'deep',
    provider: 'karim',
    fields: {
      serviceImgURL: img('cleaning'),
      serviceName: 'Deep Cleaning for Flats',
      serviceArea: 'Banani, Dhaka',
      servicePrice: 3500,
      description:
        'Top-to-bottom deep cleaning of kitchens, bathrooms, floors and windows using safe, eco-friendly products. Ideal before moving in or after renovation.',
      category: 'deep-cleaning',
      district: 'dhaka',
    },
  },
  {
    key: 'sofa',
    provider: 'karim',
    fields: {
      serviceImgURL: img('cleaning'),
      serviceName: 'Sofa & Carpet Shampooing',
      serviceArea: 'Mohammadpur, Dhaka',
      servicePrice: 1800,
      description:
        'Machine shampooing and stain removal for sofas, carpets and mattresses. Dries within hours and leaves a fresh smell.',
      category: 'deep-cleaning',
      district: 'dhaka',
    },
  },
  {
    key: 'kitchen',
    provider: 'karim',
    fields: {
      serviceImgURL: img('cleaning'),
      serviceName: 'Kitchen Degreasing',
      serviceArea: 'Zindabazar, Sylhet',
      servicePrice: 1400,
      description:
        'Chimney, hood, tiles and cabinet degreasing for kitchens that see daily cooking. We move appliances and clean behind them.',
      category: 'deep-cleaning',
      district: 'sylhet',
    },
  },
  {
    key: 'paint',
    provider: 'rahim',
    fields: {
      serviceImgURL: img('painting'),
      serviceName: 'Interior Wall Painting',
      serviceArea: 'Khulna Sadar, Khulna',
      servicePrice: 9000,
      description:
        'Interior painting with putty, primer and two coats of premium emulsion. Colour consultation included and furniture covered throughout.',
      category: 'painting',
      district: 'khulna',
    },
  },
  {
    key: 'polish',
    provider: 'nasrin',
    fields: {
      serviceImgURL: img('painting'),
      serviceName: 'Furniture Polishing',
      serviceArea: 'Rajshahi Sadar, Rajshahi',
      servicePrice: 2200,
      description:
        'Wooden furniture polishing, lacquer and scratch repair that brings back the shine of doors, beds and dining sets.',
      category: 'painting',
      district: 'rajshahi',
    },
  },
  {
    key: 'rong',
    provider: 'karim',
    fields: {
      serviceImgURL: img('painting'),
      serviceName: 'রং মিস্ত্রি — ঘর রং করা',
      serviceArea: 'ধানমন্ডি, ঢাকা',
      servicePrice: 7000,
      description:
        'দেয়ালে পুটি, প্রাইমার ও দুই কোট রং। অভিজ্ঞ রং মিস্ত্রি, পরিষ্কার কাজ এবং সময়মতো হস্তান্তর।',
      category: 'painting',
      district: 'dhaka',
    },
  },
];

export interface SeedBooking {
  service: string;
  customer: string;
  status: 'pending' | ProviderBookingStatus;
  daysFromNow: number;
  area: string;
  /** The customer's review of a Completed booking, and the provider's reply. */
  review?: { stars: number; text: string; reply?: string };
}

export const SEED_BOOKINGS: SeedBooking[] = [
  {
    service: 'wiring',
    customer: 'farhana',
    status: 'pending',
    daysFromNow: 3,
    area: 'Road 7, Dhanmondi',
  },
  {
    service: 'plumbing',
    customer: 'farhana',
    status: 'Working',
    daysFromNow: 1,
    area: 'Road 45, Gulshan 2',
  },
  {
    service: 'deep',
    customer: 'farhana',
    status: 'Completed',
    daysFromNow: -5,
    area: 'Block C, Banani',
    review: {
      stars: 5,
      text: 'The kitchen and both bathrooms were spotless, and they finished before lunch.',
      reply: 'Thank you, Farhana! See you at the next deep clean.',
    },
  },
  {
    service: 'tank',
    customer: 'tanvir',
    status: 'Pending',
    daysFromNow: 6,
    area: 'Block D, Bashundhara',
  },
  {
    service: 'paint',
    customer: 'tanvir',
    status: 'Working',
    daysFromNow: 2,
    area: 'Sonadanga, Khulna',
  },
  {
    service: 'sofa',
    customer: 'tanvir',
    status: 'Completed',
    daysFromNow: -12,
    area: 'Iqbal Road, Mohammadpur',
    review: {
      stars: 4,
      text: 'The sofa looks new again. They came an hour late, but called ahead.',
    },
  },
];

export interface SeedAppointment {
  sender: string | null;
  fields: Omit<AppointmentFields, 'date'>;
  daysFromNow: number;
}

export const SEED_APPOINTMENTS: SeedAppointment[] = [
  {
    sender: 'farhana',
    fields: {
      name: 'Farhana Islam',
      email: 'farhana@meramot.test',
      phone: '+8801711000001',
      message: 'Please inspect a damp wall in our bedroom before the monsoon.',
    },
    daysFromNow: 4,
  },
  {
    sender: 'farhana',
    fields: {
      name: 'Farhana Islam',
      email: 'farhana@meramot.test',
      phone: '+8801711000001',
      message: 'Quote for replacing two wooden doors.',
    },
    daysFromNow: -3,
  },
  {
    sender: 'tanvir',
    fields: {
      name: 'Tanvir Ahmed',
      email: 'tanvir@meramot.test',
      phone: '+8801811000002',
      message: 'Kitchen counter renovation, granite top.',
    },
    daysFromNow: 9,
  },
  {
    sender: null,
    fields: {
      name: 'Sadia Rahman',
      email: 'sadia@example.com',
      phone: '+8801911000003',
      message: 'Need an electrician for a new flat in Uttara.',
    },
    daysFromNow: 2,
  },
];

/**
 * The seed providers' schedules (issue 21): which windows each works and how many jobs each
 * takes, and their days off, counted from the day of the seed. Every evening stays open, the
 * window the seed's bookings and most suites book.
 */
export interface SeedSchedule {
  provider: string;
  week: WeekSchedule;
  daysOff: { fromDays: number; toDays: number; note: string }[];
}

const everyDay = (day: DaySchedule): WeekSchedule =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { ...day }])) as WeekSchedule;

export const SEED_SCHEDULES: SeedSchedule[] = [
  {
    provider: 'rahim',
    week: everyDay({ morning: 2, afternoon: 2, evening: 5 }),
    daysOff: [{ fromDays: 40, toDays: 42, note: 'Family visit to Sylhet' }],
  },
  {
    provider: 'nasrin',
    // Friday afternoons off for Jumu'ah and family.
    week: {
      ...everyDay({ morning: 5, afternoon: 5, evening: 5 }),
      fri: { morning: 5, evening: 5 },
    },
    daysOff: [],
  },
  {
    provider: 'karim',
    week: { ...everyDay({ morning: 3, afternoon: 3, evening: 5 }), fri: { evening: 5 } },
    daysOff: [{ fromDays: 50, toDays: 53, note: 'Eid holidays' }],
  },
];
