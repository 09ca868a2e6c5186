/** Bangladesh's 64 districts (zila), by division, with English and Bangla names. */

export interface District {
  id: string;
  en: string;
  bn: string;
  division: string;
}

const d = (division: string, id: string, en: string, bn: string): District => ({
  id,
  en,
  bn,
  division,
});

export const DISTRICTS: readonly District[] = [
  d('Dhaka', 'dhaka', 'Dhaka', 'ঢাকা'),
  d('Dhaka', 'faridpur', 'Faridpur', 'ফরিদপুর'),
  d('Dhaka', 'gazipur', 'Gazipur', 'গাজীপুর'),
  d('Dhaka', 'gopalganj', 'Gopalganj', 'গোপালগঞ্জ'),
  d('Dhaka', 'kishoreganj', 'Kishoreganj', 'কিশোরগঞ্জ'),
  d('Dhaka', 'madaripur', 'Madaripur', 'মাদারীপুর'),
  d('Dhaka', 'manikganj', 'Manikganj', 'মানিকগঞ্জ'),
  d('Dhaka', 'munshiganj', 'Munshiganj', 'মুন্সীগঞ্জ'),
  d('Dhaka', 'narayanganj', 'Narayanganj', 'নারায়ণগঞ্জ'),
  d('Dhaka', 'narsingdi', 'Narsingdi', 'নরসিংদী'),
  d('Dhaka', 'rajbari', 'Rajbari', 'রাজবাড়ী'),
  d('Dhaka', 'shariatpur', 'Shariatpur', 'শরীয়তপুর'),
  d('Dhaka', 'tangail', 'Tangail', 'টাঙ্গাইল'),
  d('Chattogram', 'bandarban', 'Bandarban', 'বান্দরবান'),
  d('Chattogram', 'brahmanbaria', 'Brahmanbaria', 'ব্রাহ্মণবাড়িয়া'),
  d('Chattogram', 'chandpur', 'Chandpur', 'চাঁদপুর'),
  d('Chattogram', 'chattogram', 'Chattogram', 'চট্টগ্রাম'),
  d('Chattogram', 'coxs-bazar', "Cox's Bazar", 'কক্সবাজার'),
  d('Chattogram', 'cumilla', 'Cumilla', 'কুমিল্লা'),
  d('Chattogram', 'feni', 'Feni', 'ফেনী'),
  d('Chattogram', 'khagrachhari', 'Khagrachhari', 'খাগড়াছড়ি'),
  d('Chattogram', 'lakshmipur', 'Lakshmipur', 'লক্ষ্মীপুর'),
  d('Chattogram', 'noakhali', 'Noakhali', 'নোয়াখালী'),
  d('Chattogram', 'rangamati', 'Rangamati', 'রাঙ্গামাটি'),
  d('Rajshahi', 'bogura', 'Bogura', 'বগুড়া'),
  d('Rajshahi', 'chapainawabganj', 'Chapainawabganj', 'চাঁপাইনবাবগঞ্জ'),
  d('Rajshahi', 'joypurhat', 'Joypurhat', 'জয়পুরহাট'),
  d('Rajshahi', 'naogaon', 'Naogaon', 'নওগাঁ'),
  d('Rajshahi', 'natore', 'Natore', 'নাটোর'),
  d('Rajshahi', 'pabna', 'Pabna', 'পাবনা'),
  d('Rajshahi', 'rajshahi', 'Rajshahi', 'রাজশাহী'),
  d('Rajshahi', 'sirajganj', 'Sirajganj', 'সিরাজগঞ্জ'),
  d('Khulna', 'bagerhat', 'Bagerhat', 'বাগেরহাট'),
  d('Khulna', 'chuadanga', 'Chuadanga', 'চুয়াডাঙ্গা'),
  d('Khulna', 'jashore', 'Jashore', 'যশোর'),
  d('Khulna', 'jhenaidah', 'Jhenaidah', 'ঝিনাইদহ'),
  d('Khulna', 'khulna', 'Khulna', 'খুলনা'),
  d('Khulna', 'kushtia', 'Kushtia', 'কুষ্টিয়া'),
  d('Khulna', 'magura', 'Magura', 'মাগুরা'),
  d('Khulna', 'meherpur', 'Meherpur', 'মেহেরপুর'),
  d('Khulna', 'narail', 'Narail', 'নড়াইল'),
  d('Khulna', 'satkhira', 'Satkhira', 'সাতক্ষীরা'),
  d('Barishal', 'barguna', 'Barguna', 'বরগুনা'),
  d('Barishal', 'barishal', 'Barishal', 'বরিশাল'),
  d('Barishal', 'bhola', 'Bhola', 'ভোলা'),
  d('Barishal', 'jhalokati', 'Jhalokati', 'ঝালকাঠি'),
  d('Barishal', 'patuakhali', 'Patuakhali', 'পটুয়াখালী'),
  d('Barishal', 'pirojpur', 'Pirojpur', 'পিরোজপুর'),
  d('Sylhet', 'habiganj', 'Habiganj', 'হবিগঞ্জ'),
  d('Sylhet', 'moulvibazar', 'Moulvibazar', 'মৌলভীবাজার'),
  d('Sylhet', 'sunamganj', 'Sunamganj', 'সুনামগঞ্জ'),
  d('Sylhet', 'sylhet', 'Sylhet', 'সিলেট'),
  d('Rangpur', 'dinajpur', 'Dinajpur', 'দিনাজপুর'),
  d('Rangpur', 'gaibandha', 'Gaibandha', 'গাইবান্ধা'),
  d('Rangpur', 'kurigram', 'Kurigram', 'কুড়িগ্রাম'),
  d('Rangpur', 'lalmonirhat', 'Lalmonirhat', 'লালমনিরহাট'),
  d('Rangpur', 'nilphamari', 'Nilphamari', 'নীলফামারী'),
  d('Rangpur', 'panchagarh', 'Panchagarh', 'পঞ্চগড়'),
  d('Rangpur', 'rangpur', 'Rangpur', 'রংপুর'),
  d('Rangpur', 'thakurgaon', 'Thakurgaon', 'ঠাকুরগাঁও'),
  d('Mymensingh', 'jamalpur', 'Jamalpur', 'জামালপুর'),
  d('Mymensingh', 'mymensingh', 'Mymensingh', 'ময়মনসিংহ'),
  d('Mymensingh', 'netrokona', 'Netrokona', 'নেত্রকোনা'),
  d('Mymensingh', 'sherpur', 'Sherpur', 'শেরপুর'),
];

export const DISTRICT_IDS: readonly string[] = DISTRICTS.map((district) => district.id);

export function isDistrictId(value: unknown): value is string {
  return typeof value === 'string' && DISTRICT_IDS.includes(value);
}

export function districtOf(id: string): District | undefined {
  return DISTRICTS.find((district) => district.id === id);
}

/**
 * The district a free-text area names ("Dhanmondi, Dhaka" → dhaka, "আগ্রাবাদ, চট্টগ্রাম" →
 * chattogram): the last word or phrase of the text that is a district's English or Bangla name,
 * since an area is written smallest place first. Null when it names none.
 */
export function districtInText(text: string): string | null {
  const folded = text.normalize('NFC').toLocaleLowerCase();
  let found: { id: string; at: number } | null = null;
  for (const district of DISTRICTS) {
    for (const name of [district.en, district.bn]) {
      const key = name.normalize('NFC').toLocaleLowerCase();
      let at = folded.lastIndexOf(key);
      while (at >= 0) {
        const before = folded.slice(0, at);
        const after = folded.slice(at + key.length);
        // A whole word or phrase only: "Feni" is not inside "Fenix".
        if (!/[\p{L}\p{M}\p{N}]$/u.test(before) && !/^[\p{L}\p{M}\p{N}]/u.test(after)) {
          if (!found || at > found.at) found = { id: district.id, at };
          break;
        }
        at = at === 0 ? -1 : folded.lastIndexOf(key, at - 1);
      }
    }
  }
  return found?.id ?? null;
}
