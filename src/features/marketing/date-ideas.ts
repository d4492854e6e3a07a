export type IdeaCategory = 'Indoor' | 'Outdoor';
export type IdeaBudget = 'Budget' | 'Moderate' | 'Luxury';
export const IDEA_TAGS = [
  'Romantic',
  'Adventure',
  'Food',
  'Nature',
  'Arts',
  'Learning',
  'Culture',
  'Relaxation',
] as const;
export type IdeaTag = (typeof IDEA_TAGS)[number];

export interface DateIdea {
  id: string;
  title: string;
  description: string;
  category: IdeaCategory;
  budget: IdeaBudget;
  imageUrl: string;
  tags: IdeaTag[];
}

export const DATE_IDEAS: DateIdea[] = [
  {
    id: 'sunset-picnic',
    title: 'Sunset picnic in the park',
    description:
      'Pack bread, cheese and something sweet, find a hill facing west and watch the sky change colour together.',
    category: 'Outdoor',
    budget: 'Budget',
    imageUrl: '/images/themes/outdoor.svg',
    tags: ['Romantic', 'Nature', 'Food', 'Relaxation'],
  },
  {
    id: 'cooking-class',
    title: 'Cook a new cuisine together',
    description:
      'Join a hands-on class, cook as a team and sit down to eat what you made. Teamwork with a delicious result.',
    category: 'Indoor',
    budget: 'Moderate',
    imageUrl: '/images/themes/casual.svg',
    tags: ['Food', 'Learning'],
  },
  {
    id: 'museum-late',
    title: 'A museum late night',
    description:
      'Many museums open late with music and drinks. Each of you picks one room to show the other.',
    category: 'Indoor',
    budget: 'Budget',
    imageUrl: '/images/themes/cultural.svg',
    tags: ['Arts', 'Culture', 'Learning'],
  },
  {
    id: 'sunrise-hike',
    title: 'Sunrise hike and breakfast',
    description:
      'Start early on a trail with a view, then reward yourselves with a long breakfast at the bottom.',
    category: 'Outdoor',
    budget: 'Budget',
    imageUrl: '/images/themes/adventure.svg',
    tags: ['Adventure', 'Nature'],
  },
  {
    id: 'tasting-menu',
    title: 'Chef’s tasting menu',
    description:
      'Dress up for a tasting menu at a celebrated restaurant, and let the kitchen surprise you course by course.',
    category: 'Indoor',
    budget: 'Luxury',
    imageUrl: '/images/themes/romantic.svg',
    tags: ['Romantic', 'Food', 'Culture'],
  },
  {
    id: 'spa-day',
    title: 'A slow spa afternoon',
    description:
      'Book a couples treatment, take your time in the steam room and let the rest of the world wait.',
    category: 'Indoor',
    budget: 'Luxury',
    imageUrl: '/images/themes/default.svg',
    tags: ['Relaxation', 'Romantic'],
  },
];

export interface IdeaFilters {
  category: IdeaCategory | 'All';
  budget: IdeaBudget | 'All';
  tags: IdeaTag[];
}

/** All filters combine: the category, the budget, and every chosen tag. */
export const filterIdeas = (ideas: DateIdea[], filters: IdeaFilters) =>
  ideas.filter(
    (idea) =>
      (filters.category === 'All' || idea.category === filters.category) &&
      (filters.budget === 'All' || idea.budget === filters.budget) &&
      filters.tags.every((tag) => idea.tags.includes(tag)),
  );
