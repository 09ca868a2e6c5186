/** The static content of the home page (SPEC.md §1): What We Do, the gallery, the clients. */
import type { CategoryId } from '@meramot/domain/categories';

export const HERO_TEXT = "Bangladesh's One-Stop Solution for Renovation & Interior Design.";

/** Each tile opens All Services filtered to the category its work is listed under. */
export const WHAT_WE_DO: readonly {
  title: string;
  text: string;
  img: string;
  category: CategoryId;
}[] = [
  {
    title: 'Wall Paintings',
    text: 'Interior and exterior walls, textures and touch-ups.',
    img: '/images/what-we-do/wall-paintings.svg',
    category: 'painting',
  },
  {
    title: 'Pipe Fitting',
    text: 'New lines, leak repairs and bathroom fittings.',
    img: '/images/what-we-do/pipe-fitting.svg',
    category: 'plumbing',
  },
  {
    title: 'Door Replace',
    text: 'Wooden, steel and PVC doors fitted and aligned.',
    img: '/images/what-we-do/door-replace.svg',
    category: 'carpentry',
  },
  {
    title: 'Electrical Services',
    text: 'Wiring, switchboards, lights and fans.',
    img: '/images/what-we-do/electrical-services.svg',
    category: 'electrical',
  },
  {
    title: 'Furniture Moving',
    text: 'Careful moving, room to room or flat to flat.',
    img: '/images/what-we-do/furniture-moving.svg',
    category: 'other',
  },
  {
    title: 'Kitchen Counter',
    text: 'Granite and tile counters, sinks and cabinets.',
    img: '/images/what-we-do/kitchen-counter.svg',
    category: 'carpentry',
  },
];

export const GALLERY = [
  {
    img: '/images/gallery/gallery-1.svg',
    alt: 'A renovated living room with a teal sofa, a framed picture and a plant',
  },
  {
    img: '/images/gallery/gallery-2.svg',
    alt: 'A modern kitchen with upper cabinets, a counter and a sink',
  },
  {
    img: '/images/gallery/gallery-3.svg',
    alt: 'A tiled bathroom with a bathtub and a round mirror',
  },
  {
    img: '/images/gallery/gallery-4.svg',
    alt: 'A bedroom with a freshly painted accent wall, a bed and a window',
  },
  {
    img: '/images/gallery/gallery-5.svg',
    alt: 'A wooden staircase with a handrail beside a painted wall',
  },
  {
    img: '/images/gallery/gallery-6.svg',
    alt: 'A dining area with a table, chairs and a pendant lamp',
  },
  {
    img: '/images/gallery/gallery-7.svg',
    alt: 'A balcony with railings, potted plants and a view of the sky',
  },
  { img: '/images/gallery/gallery-8.svg', alt: 'A home office with shelves, a desk and a lamp' },
  {
    img: '/images/gallery/gallery-9.svg',
    alt: 'A ceiling with new light fixtures and fresh wiring',
  },
] as const;

export const CLIENT_LOGOS = [
  'Nodi Homes',
  'Shapla Build',
  'Kolom Interiors',
  'Dhanshiri Estates',
  'Bokul Tiles',
  'Palki Movers',
  'Akash Paints',
  'Ghor Decor',
].map((name, index) => ({ name, img: `/images/clients/client-logo-${index + 1}.svg` }));
