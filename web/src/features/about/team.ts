/** The team on About Us: each one's name and role are about.team.{n}.name / .role in the catalogues. */
export const TEAM = [
  { n: 1, img: '/images/team/team-1.svg' },
  { n: 2, img: '/images/team/team-2.svg' },
  { n: 3, img: '/images/team/team-3.svg' },
  { n: 4, img: '/images/team/team-4.svg' },
] as const;
