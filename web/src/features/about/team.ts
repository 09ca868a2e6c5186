/** The team cards of About Us: static names and roles (SPEC.md §2), with our own portraits. */
export const TEAM = [
  { name: 'Jahid Hasan', role: 'Founder & CEO', img: '/images/team/team-1.svg' },
  { name: 'Sharmin Sultana', role: 'Operations Manager', img: '/images/team/team-2.svg' },
  { name: 'Mizanur Rahman', role: 'Head Electrician', img: '/images/team/team-3.svg' },
  { name: 'Tahmina Akter', role: 'Interior Designer', img: '/images/team/team-4.svg' },
] as const;
