/**
 * The privacy policy and the terms of use, in English and Bangla, of version LEGAL_VERSION
 * (domain/src/legal.ts): what a person accepts on signing up. Kept here rather than in the
 * catalogues, so that only the legal pages load them. `{email}` is the support address the app
 * passes in (the footer's contact).
 */
import type { Language } from '../../lib/i18n';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalKind = 'privacy' | 'terms';

const PRIVACY_EN: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'Meramot (মেরামত) is a marketplace that connects people in Bangladesh with local providers of home repair and renovation. This policy says what we collect about you, why, who sees it, how long we keep it and how you can have it deleted.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Your account: your name, your e-mail address, your password (kept by Google Firebase Authentication in a form nobody can read back, not even us), your profile photo link and your mobile number. If you sign in with Google, we receive the name, e-mail address and photo of your Google account.',
        'Your mobile number: when you sign in with your number or verify it, the number is sent to Google Firebase Authentication, which sends you the SMS code and stores the number with your account. Your profile keeps the number too, so that the other party of a booking can call you.',
        'Your bookings: the service, the date and time window, the address and notes you give, the price, the bill and its lines, the cash marks of both sides, and each change of status. Reviews you write, listings you publish as a provider, and free appointment requests (name, e-mail, phone and message).',
        'What the app needs to run: a sign-in cookie (__session), your choice of language and theme kept in your browser, the text of a search for 30 minutes (to show its next pages), a count of your requests per hour (to stop abuse), and the server logs Google Cloud keeps of each request (time, address of the connection), for up to 30 days. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'To give you an account and let you sign in; to make a booking possible between a customer and a provider; to make bills, receipts and the commission a provider owes; to show honest reviews; to keep the site safe from abuse and automated scripts (request limits, reCAPTCHA and Firebase App Check); and to answer you when you write to us. We use your data on the basis of your consent, given when you sign up, and to provide the service you ask for. We never sell your data and never show advertising.',
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        'The other party of a booking: the provider sees the customer’s name, mobile number and the booking’s address; the customer sees the provider’s name and mobile number. Nobody else sees them, and please use them for that booking only.',
        'Everyone: a listing shows its provider’s name and photo; a review shows its writer’s name. Meramot’s admins see bookings, bills and appointment requests to settle disputes and keep the books.',
        'Google, who runs the service for us as a processor: Firebase Authentication (accounts, mobile numbers, SMS codes), Cloud Firestore and Cloud Functions (data stored in Google’s Mumbai region, asia-south1), Firebase Hosting, reCAPTCHA Enterprise and App Check.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account and profile: until you ask us to delete them. Bookings, bills and receipts: as long as the account of either party exists. The ledger’s amounts (gross, commission, a provider’s share) are kept for the marketplace’s accounts, without your name or number. Search text: 30 minutes. Server logs: up to 30 days. Deleted data leaves our backups within 14 days.',
      ],
    },
    {
      heading: 'How to delete your data',
      paragraphs: [
        'Write to {email} from the e-mail address of your account (or tell us the mobile number you sign in with) and ask us to delete your account. Within 30 days we delete your account from Firebase Authentication, with its mobile number, your profile and your listings, and remove your name and number from your bookings; the ledger keeps only amounts. You can take a verified number off your account yourself at any time in My Profile.',
        'You may also ask us for a copy of your data, or correct your name, photo and number yourself in My Profile.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Meramot is for people of 18 years or older.'],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'When this policy changes, its version date changes and we ask for your acceptance again. Questions, requests and complaints: {email}.',
      ],
    },
  ],
};

const TERMS_EN: LegalDocument = {
  title: 'Terms of Use',
  intro:
    'These terms apply to everyone who uses Meramot (মেরামত): visitors, customers and providers. By creating an account you accept them and the Privacy Policy.',
  sections: [
    {
      heading: 'What Meramot is',
      paragraphs: [
        'Meramot is a marketplace: it lets customers find and book independent local providers of home repair and renovation. The providers are not Meramot’s employees, and Meramot does not do the work itself.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be 18 or older. Give your real name and a mobile number of your own, keep your password and your sign-in codes to yourself, and tell us if someone else uses your account.',
      ],
    },
    {
      heading: 'Bookings, bills and payment',
      paragraphs: [
        'A booking is a request for a date and time window; the provider accepts or declines it. The price on a listing is the starting price: after seeing the job the provider sends the final bill, which the customer accepts or disputes. Payment is made in cash, directly to the provider, and each side marks it in the app.',
        'A provider owes Meramot the commission on each paid bill, at the rate in force when the bill was first sent, as shown on the provider’s earnings.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not publish false listings, prices or reviews; do not harass anyone; use another person’s mobile number and address only for the booking they belong to. Do not use scripts or automated tools to read or write the site, and do not try to get around its limits or its security.',
        'Reviews must be honest and about a job that was done. We may remove content that breaks the law or these terms.',
      ],
    },
    {
      heading: 'Responsibility',
      paragraphs: [
        'Each provider answers for the quality and safety of their own work. Meramot helps settle disputes between a customer and a provider, but is liable only as far as the law of Bangladesh requires.',
      ],
    },
    {
      heading: 'Ending',
      paragraphs: [
        'You may stop using Meramot at any time and ask us to delete your account (see the Privacy Policy). We may suspend an account that breaks these terms.',
      ],
    },
    {
      heading: 'Law, changes and contact',
      paragraphs: [
        'These terms are governed by the laws of Bangladesh, and the courts of Dhaka decide disputes about them. When they change, their version date changes and we ask for your acceptance again. Contact: {email}.',
      ],
    },
  ],
};

const PRIVACY_BN: LegalDocument = {
  title: 'গোপনীয়তা নীতি',
  intro:
    'মেরামত (Meramot) একটি মার্কেটপ্লেস, যা বাংলাদেশের মানুষকে ঘর মেরামত ও সংস্কারের স্থানীয় সার্ভিস প্রদানকারীদের সঙ্গে যুক্ত করে। এই নীতিতে বলা আছে আমরা আপনার কী তথ্য নিই, কেন নিই, কে তা দেখে, কতদিন রাখি এবং কীভাবে আপনি তা মুছে ফেলতে বলতে পারেন।',
  sections: [
    {
      heading: 'আমরা কী তথ্য নিই',
      paragraphs: [
        'আপনার অ্যাকাউন্ট: আপনার নাম, ইমেইল ঠিকানা, পাসওয়ার্ড (Google Firebase Authentication এমনভাবে রাখে যে কেউ, এমনকি আমরাও, তা পড়তে পারি না), প্রোফাইল ছবির লিংক এবং আপনার মোবাইল নম্বর। Google দিয়ে লগইন করলে আমরা আপনার Google অ্যাকাউন্টের নাম, ইমেইল ঠিকানা ও ছবি পাই।',
        'আপনার মোবাইল নম্বর: নম্বর দিয়ে লগইন বা নম্বর যাচাই করলে নম্বরটি Google Firebase Authentication-এ পাঠানো হয়, যা আপনাকে SMS কোড পাঠায় এবং নম্বরটি আপনার অ্যাকাউন্টের সঙ্গে সংরক্ষণ করে। বুকিংয়ের অপর পক্ষ যেন আপনাকে ফোন করতে পারে, সেজন্য আপনার প্রোফাইলেও নম্বরটি থাকে।',
        'আপনার বুকিং: সার্ভিস, তারিখ ও সময়, আপনার দেওয়া ঠিকানা ও নোট, দাম, বিল ও তার লাইনগুলো, দুই পক্ষের নগদ পরিশোধের চিহ্ন এবং প্রতিটি অবস্থা বদল। আপনার লেখা রিভিউ, সার্ভিস প্রদানকারী হিসেবে আপনার প্রকাশ করা সার্ভিস, এবং বিনামূল্যে অ্যাপয়েন্টমেন্টের অনুরোধ (নাম, ইমেইল, ফোন ও বার্তা)।',
        'অ্যাপ চালাতে যা লাগে: একটি লগইন কুকি (__session), আপনার ব্রাউজারে রাখা ভাষা ও থিমের পছন্দ, পরের পাতাগুলো দেখাতে ৩০ মিনিটের জন্য খোঁজার লেখা, অপব্যবহার ঠেকাতে ঘণ্টায় আপনার অনুরোধের সংখ্যা, এবং প্রতিটি অনুরোধের সার্ভার লগ (সময়, সংযোগের ঠিকানা), যা Google Cloud সর্বোচ্চ ৩০ দিন রাখে। আমরা কোনো বিজ্ঞাপন বা ট্র্যাকিং কুকি ব্যবহার করি না।',
      ],
    },
    {
      heading: 'কেন নিই',
      paragraphs: [
        'আপনাকে অ্যাকাউন্ট দিতে ও লগইন করাতে; গ্রাহক ও সার্ভিস প্রদানকারীর মধ্যে বুকিং সম্ভব করতে; বিল, রসিদ এবং সার্ভিস প্রদানকারীর দেয় কমিশন হিসাব করতে; সৎ রিভিউ দেখাতে; অপব্যবহার ও স্বয়ংক্রিয় স্ক্রিপ্ট থেকে সাইটকে নিরাপদ রাখতে (অনুরোধের সীমা, reCAPTCHA ও Firebase App Check); এবং আপনি লিখলে উত্তর দিতে। নিবন্ধনের সময় দেওয়া আপনার সম্মতি এবং আপনার চাওয়া সার্ভিস দেওয়ার প্রয়োজনের ভিত্তিতে আমরা আপনার তথ্য ব্যবহার করি। আমরা কখনো আপনার তথ্য বিক্রি করি না, বিজ্ঞাপনও দেখাই না।',
      ],
    },
    {
      heading: 'কে কী দেখে',
      paragraphs: [
        'বুকিংয়ের অপর পক্ষ: সার্ভিস প্রদানকারী গ্রাহকের নাম, মোবাইল নম্বর ও বুকিংয়ের ঠিকানা দেখেন; গ্রাহক সার্ভিস প্রদানকারীর নাম ও মোবাইল নম্বর দেখেন। আর কেউ এগুলো দেখে না; দয়া করে এগুলো শুধু সেই বুকিংয়ের কাজেই ব্যবহার করুন।',
        'সবাই: একটি সার্ভিসে তার প্রদানকারীর নাম ও ছবি দেখা যায়; একটি রিভিউতে লেখকের নাম দেখা যায়। বিরোধ মেটাতে ও হিসাব রাখতে মেরামতের অ্যাডমিনরা বুকিং, বিল ও অ্যাপয়েন্টমেন্টের অনুরোধ দেখেন।',
        'Google, যারা আমাদের হয়ে সার্ভিসটি চালায় (প্রসেসর হিসেবে): Firebase Authentication (অ্যাকাউন্ট, মোবাইল নম্বর, SMS কোড), Cloud Firestore ও Cloud Functions (তথ্য রাখা হয় Google-এর মুম্বাই অঞ্চলে, asia-south1), Firebase Hosting, reCAPTCHA Enterprise ও App Check।',
      ],
    },
    {
      heading: 'কতদিন রাখি',
      paragraphs: [
        'আপনার অ্যাকাউন্ট ও প্রোফাইল: যতদিন না আপনি মুছে ফেলতে বলেন। বুকিং, বিল ও রসিদ: যতদিন কোনো এক পক্ষের অ্যাকাউন্ট থাকে। লেজারের অঙ্কগুলো (মোট, কমিশন, সার্ভিস প্রদানকারীর অংশ) মার্কেটপ্লেসের হিসাবের জন্য রাখা হয়, আপনার নাম বা নম্বর ছাড়া। খোঁজার লেখা: ৩০ মিনিট। সার্ভার লগ: সর্বোচ্চ ৩০ দিন। মুছে ফেলা তথ্য ১৪ দিনের মধ্যে আমাদের ব্যাকআপ থেকেও চলে যায়।',
      ],
    },
    {
      heading: 'কীভাবে তথ্য মুছবেন',
      paragraphs: [
        'আপনার অ্যাকাউন্টের ইমেইল ঠিকানা থেকে {email}-এ লিখুন (অথবা যে মোবাইল নম্বর দিয়ে লগইন করেন তা জানান) এবং অ্যাকাউন্ট মুছে ফেলতে বলুন। ৩০ দিনের মধ্যে আমরা Firebase Authentication থেকে আপনার অ্যাকাউন্ট ও তার মোবাইল নম্বর, আপনার প্রোফাইল ও সার্ভিসগুলো মুছে ফেলি, এবং আপনার বুকিং থেকে আপনার নাম ও নম্বর সরিয়ে দিই; লেজারে শুধু অঙ্ক থাকে। যাচাই করা নম্বর আপনি যেকোনো সময় নিজেই আমার প্রোফাইল থেকে সরাতে পারেন।',
        'আপনি আপনার তথ্যের একটি কপিও চাইতে পারেন, এবং আমার প্রোফাইল থেকে নিজের নাম, ছবি ও নম্বর নিজেই ঠিক করতে পারেন।',
      ],
    },
    {
      heading: 'শিশু',
      paragraphs: ['মেরামত ১৮ বছর বা তার বেশি বয়সীদের জন্য।'],
    },
    {
      heading: 'পরিবর্তন ও যোগাযোগ',
      paragraphs: [
        'এই নীতি বদলালে তার সংস্করণের তারিখ বদলায় এবং আমরা আবার আপনার সম্মতি চাই। প্রশ্ন, অনুরোধ ও অভিযোগ: {email}।',
      ],
    },
  ],
};

const TERMS_BN: LegalDocument = {
  title: 'ব্যবহারের শর্তাবলি',
  intro:
    'এই শর্তাবলি মেরামত (Meramot) ব্যবহারকারী সবার জন্য: দর্শনার্থী, গ্রাহক ও সার্ভিস প্রদানকারী। অ্যাকাউন্ট খুলে আপনি এই শর্তাবলি ও গোপনীয়তা নীতি মেনে নেন।',
  sections: [
    {
      heading: 'মেরামত কী',
      paragraphs: [
        'মেরামত একটি মার্কেটপ্লেস: এখানে গ্রাহকেরা ঘর মেরামত ও সংস্কারের স্বাধীন স্থানীয় সার্ভিস প্রদানকারী খুঁজে বুক করেন। সার্ভিস প্রদানকারীরা মেরামতের কর্মী নন, এবং মেরামত নিজে কাজটি করে না।',
      ],
    },
    {
      heading: 'আপনার অ্যাকাউন্ট',
      paragraphs: [
        'আপনার বয়স ১৮ বা তার বেশি হতে হবে। আপনার আসল নাম ও নিজের মোবাইল নম্বর দিন, পাসওয়ার্ড ও লগইন কোড কাউকে দেবেন না, আর অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করলে আমাদের জানান।',
      ],
    },
    {
      heading: 'বুকিং, বিল ও পরিশোধ',
      paragraphs: [
        'বুকিং হলো একটি তারিখ ও সময়ের জন্য অনুরোধ; সার্ভিস প্রদানকারী তা গ্রহণ বা প্রত্যাখ্যান করেন। সার্ভিসে দেখানো দাম শুরুর দাম: কাজ দেখার পর সার্ভিস প্রদানকারী চূড়ান্ত বিল পাঠান, গ্রাহক তা মেনে নেন বা আপত্তি জানান। পরিশোধ হয় নগদে, সরাসরি সার্ভিস প্রদানকারীকে, এবং দুই পক্ষই অ্যাপে তা চিহ্নিত করেন।',
        'প্রতিটি পরিশোধিত বিলের ওপর সার্ভিস প্রদানকারী মেরামতকে কমিশন দেন, বিলটি প্রথম পাঠানোর সময়ের হারে, যা তাঁর আয়ের পাতায় দেখানো থাকে।',
      ],
    },
    {
      heading: 'ন্যায্য ব্যবহার',
      paragraphs: [
        'মিথ্যা সার্ভিস, দাম বা রিভিউ প্রকাশ করবেন না; কাউকে হয়রানি করবেন না; অন্যের মোবাইল নম্বর ও ঠিকানা শুধু সংশ্লিষ্ট বুকিংয়ের কাজে ব্যবহার করুন। সাইট পড়তে বা লিখতে স্ক্রিপ্ট বা স্বয়ংক্রিয় টুল ব্যবহার করবেন না, এবং এর সীমা বা নিরাপত্তা এড়ানোর চেষ্টা করবেন না।',
        'রিভিউ হতে হবে সৎ এবং সম্পন্ন কাজ নিয়ে। আইন বা এই শর্তাবলি ভাঙে এমন কিছু আমরা সরিয়ে দিতে পারি।',
      ],
    },
    {
      heading: 'দায়',
      paragraphs: [
        'প্রত্যেক সার্ভিস প্রদানকারী নিজের কাজের মান ও নিরাপত্তার জন্য দায়ী। গ্রাহক ও সার্ভিস প্রদানকারীর বিরোধ মেটাতে মেরামত সাহায্য করে, তবে বাংলাদেশের আইন যতটুকু দাবি করে তার বেশি দায় নেয় না।',
      ],
    },
    {
      heading: 'অ্যাকাউন্ট বন্ধ',
      paragraphs: [
        'আপনি যেকোনো সময় মেরামত ব্যবহার বন্ধ করে অ্যাকাউন্ট মুছে ফেলতে বলতে পারেন (গোপনীয়তা নীতি দেখুন)। এই শর্তাবলি ভাঙলে আমরা কোনো অ্যাকাউন্ট স্থগিত করতে পারি।',
      ],
    },
    {
      heading: 'আইন, পরিবর্তন ও যোগাযোগ',
      paragraphs: [
        'এই শর্তাবলি বাংলাদেশের আইন মেনে চলে, এবং এ নিয়ে বিরোধের মীমাংসা করে ঢাকার আদালত। শর্তাবলি বদলালে তার সংস্করণের তারিখ বদলায় এবং আমরা আবার আপনার সম্মতি চাই। যোগাযোগ: {email}।',
      ],
    },
  ],
};

export const LEGAL_TEXT: Record<Language, Record<LegalKind, LegalDocument>> = {
  en: { privacy: PRIVACY_EN, terms: TERMS_EN },
  bn: { privacy: PRIVACY_BN, terms: TERMS_BN },
};
