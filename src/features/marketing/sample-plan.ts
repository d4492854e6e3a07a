export interface SampleStop {
  /** When the stop starts, on the 12-hour clock English plans use. */
  time: string;
  place: string;
  address: string;
  activity: string;
  /** Per person, as a real plan states every cost. */
  cost: string;
}

export interface SamplePlan {
  /** What the visitor would type: the plan answers these exact words. */
  request: string;
  title: string;
  city: string;
  theme: string;
  stops: SampleStop[];
  totalTime: string;
  budget: string;
}

// Real Chiado places, all open on Sundays and a few minutes' walk apart. The per-person costs add up to the
// budget line (10+4+0+4 to 15+5+0+7), which keeps two people under the €60 the request names.
export const SAMPLE_PLAN: SamplePlan = {
  request: 'A rainy Sunday afternoon in Lisbon, bookshops and pastéis, under €60',
  title: 'Pages and Pastéis in Chiado',
  city: 'Lisbon',
  theme:
    'A slow, mostly indoor afternoon for a wet Sunday: old bookshops, warm custard tarts and one view of the city between showers.',
  stops: [
    {
      time: '2:00 PM',
      place: 'Livraria Bertrand Chiado',
      address: 'Rua Garrett 73–75',
      activity: 'Browse the world’s oldest working bookshop and each secretly pick a book for the other.',
      cost: '€10–€15',
    },
    {
      time: '3:15 PM',
      place: 'Manteigaria Chiado',
      address: 'Rua do Loreto 2',
      activity: 'Share pastéis de nata straight from the oven, with cinnamon and a bica at the counter.',
      cost: '€4–€5',
    },
    {
      time: '3:45 PM',
      place: 'Miradouro de São Pedro de Alcântara',
      address: 'Rua de São Pedro de Alcântara',
      activity: 'Walk up under one umbrella and trade your books as the rain clears over the castle.',
      cost: 'Free',
    },
    {
      time: '4:30 PM',
      place: 'Café A Brasileira',
      address: 'Rua Garrett 120',
      activity: 'Warm up with a galão at the old marble bar and read each other the first page.',
      cost: '€4–€7',
    },
  ],
  totalTime: 'About 3 hours 30 minutes',
  budget: '€18–€27 per person',
};
