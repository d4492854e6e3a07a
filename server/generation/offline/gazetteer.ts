/** Character of a neighbourhood, used to place each kind of stop somewhere it fits. */
export type AreaTag =
  'historic' | 'food' | 'nightlife' | 'arts' | 'waterfront' | 'parks' | 'views' | 'shopping';

export interface Area {
  name: string;
  tags: AreaTag[];
}

export interface City {
  name: string;
  country: string;
  currency: string;
  /** Words that name the city in a description, lowercase. */
  aliases: string[];
  areas: Area[];
}

const area = (name: string, ...tags: AreaTag[]): Area => ({ name, tags });

/** Well-known cities and real neighbourhoods; the offline engine names areas, never invented venues. */
export const CITIES: City[] = [
  {
    name: 'Paris',
    country: 'France',
    currency: '€',
    aliases: ['paris'],
    areas: [
      area('Le Marais', 'historic', 'food', 'nightlife', 'shopping'),
      area('Saint-Germain-des-Prés', 'arts', 'food', 'historic'),
      area('Montmartre', 'arts', 'views', 'historic'),
      area('Canal Saint-Martin', 'waterfront', 'nightlife', 'food'),
      area('the Latin Quarter', 'historic', 'food', 'arts'),
      area('Île Saint-Louis', 'waterfront', 'historic'),
      area('the Tuileries', 'parks', 'arts'),
    ],
  },
  {
    name: 'London',
    country: 'United Kingdom',
    currency: '£',
    aliases: ['london'],
    areas: [
      area('Covent Garden', 'arts', 'food', 'nightlife', 'shopping'),
      area('the South Bank', 'waterfront', 'arts', 'views'),
      area('Soho', 'nightlife', 'food'),
      area('Shoreditch', 'nightlife', 'arts', 'food'),
      area('Notting Hill', 'shopping', 'food', 'historic'),
      area('Hampstead Heath', 'parks', 'views'),
      area('Borough', 'food', 'historic'),
    ],
  },
  {
    name: 'New York',
    country: 'USA',
    currency: '$',
    aliases: ['new york', 'nyc', 'manhattan', 'brooklyn'],
    areas: [
      area('the West Village', 'food', 'nightlife', 'historic'),
      area('DUMBO', 'waterfront', 'views', 'arts'),
      area('the Lower East Side', 'nightlife', 'food'),
      area('Central Park', 'parks'),
      area('Williamsburg', 'nightlife', 'food', 'arts'),
      area('the Upper East Side', 'arts', 'historic'),
      area('Chelsea', 'arts', 'food', 'shopping'),
    ],
  },
  {
    name: 'Rome',
    country: 'Italy',
    currency: '€',
    aliases: ['rome', 'roma'],
    areas: [
      area('Trastevere', 'food', 'nightlife', 'historic'),
      area('Monti', 'food', 'shopping', 'nightlife'),
      area('the Centro Storico', 'historic', 'arts', 'food'),
      area('Villa Borghese', 'parks', 'arts'),
      area('Testaccio', 'food'),
      area('the Aventine Hill', 'views', 'parks', 'historic'),
    ],
  },
  {
    name: 'Barcelona',
    country: 'Spain',
    currency: '€',
    aliases: ['barcelona'],
    areas: [
      area('El Born', 'historic', 'food', 'nightlife'),
      area('the Gothic Quarter', 'historic', 'arts'),
      area('Gràcia', 'food', 'nightlife', 'arts'),
      area('Barceloneta', 'waterfront', 'food'),
      area('Montjuïc', 'parks', 'views', 'arts'),
      area('Eixample', 'arts', 'food', 'shopping'),
    ],
  },
  {
    name: 'Lisbon',
    country: 'Portugal',
    currency: '€',
    aliases: ['lisbon', 'lisboa'],
    areas: [
      area('Alfama', 'historic', 'views', 'food'),
      area('Bairro Alto', 'nightlife', 'food'),
      area('Chiado', 'arts', 'shopping', 'food'),
      area('Belém', 'waterfront', 'historic', 'arts'),
      area('Príncipe Real', 'parks', 'food', 'shopping'),
      area('Cais do Sodré', 'waterfront', 'nightlife'),
    ],
  },
  {
    name: 'Amsterdam',
    country: 'Netherlands',
    currency: '€',
    aliases: ['amsterdam'],
    areas: [
      area('the Jordaan', 'food', 'historic', 'waterfront'),
      area('De Pijp', 'food', 'nightlife'),
      area('the Museum Quarter', 'arts'),
      area('Vondelpark', 'parks'),
      area('the Nine Streets', 'shopping', 'waterfront'),
      area('Amsterdam-Noord', 'arts', 'waterfront', 'nightlife'),
    ],
  },
  {
    name: 'Berlin',
    country: 'Germany',
    currency: '€',
    aliases: ['berlin'],
    areas: [
      area('Kreuzberg', 'nightlife', 'food', 'waterfront'),
      area('Mitte', 'arts', 'historic', 'food'),
      area('Prenzlauer Berg', 'food', 'parks'),
      area('Friedrichshain', 'nightlife', 'arts'),
      area('the Tiergarten', 'parks'),
      area('Museum Island', 'arts', 'historic', 'waterfront'),
    ],
  },
  {
    name: 'Tokyo',
    country: 'Japan',
    currency: '¥',
    aliases: ['tokyo'],
    areas: [
      area('Shibuya', 'nightlife', 'shopping', 'food'),
      area('Shinjuku', 'nightlife', 'food', 'views'),
      area('Asakusa', 'historic', 'food'),
      area('Ueno', 'parks', 'arts'),
      area('Shimokitazawa', 'arts', 'food', 'shopping'),
      area('Odaiba', 'waterfront', 'views'),
    ],
  },
  {
    name: 'San Francisco',
    country: 'USA',
    currency: '$',
    aliases: ['san francisco', 'sf'],
    areas: [
      area('the Mission', 'food', 'nightlife', 'arts'),
      area('North Beach', 'food', 'historic', 'nightlife'),
      area('Golden Gate Park', 'parks', 'arts'),
      area('the Embarcadero', 'waterfront', 'food', 'views'),
      area('Hayes Valley', 'shopping', 'food'),
      area('Russian Hill', 'views', 'historic'),
    ],
  },
  {
    name: 'Chicago',
    country: 'USA',
    currency: '$',
    aliases: ['chicago'],
    areas: [
      area('the West Loop', 'food', 'nightlife'),
      area('Wicker Park', 'nightlife', 'arts', 'shopping'),
      area('Lincoln Park', 'parks', 'food'),
      area('the Riverwalk', 'waterfront', 'views'),
      area('the Loop', 'arts', 'historic'),
      area('Logan Square', 'food', 'nightlife'),
    ],
  },
  {
    name: 'Los Angeles',
    country: 'USA',
    currency: '$',
    aliases: ['los angeles', 'la'],
    areas: [
      area('Silver Lake', 'food', 'nightlife', 'arts'),
      area('Santa Monica', 'waterfront', 'food'),
      area('Downtown LA', 'arts', 'nightlife', 'food'),
      area('Griffith Park', 'parks', 'views'),
      area('Venice', 'waterfront', 'arts'),
      area('Los Feliz', 'food', 'arts'),
    ],
  },
  {
    name: 'Sydney',
    country: 'Australia',
    currency: 'A$',
    aliases: ['sydney'],
    areas: [
      area('The Rocks', 'historic', 'waterfront', 'food'),
      area('Surry Hills', 'food', 'nightlife'),
      area('Bondi', 'waterfront', 'food'),
      area('Newtown', 'nightlife', 'arts', 'food'),
      area('the Royal Botanic Garden', 'parks', 'views'),
      area('Darling Harbour', 'waterfront', 'nightlife'),
    ],
  },
  {
    name: 'Melbourne',
    country: 'Australia',
    currency: 'A$',
    aliases: ['melbourne'],
    areas: [
      area('Fitzroy', 'food', 'nightlife', 'arts'),
      area('the CBD laneways', 'food', 'nightlife', 'arts'),
      area('St Kilda', 'waterfront', 'nightlife'),
      area('Southbank', 'arts', 'waterfront'),
      area('the Royal Botanic Gardens', 'parks'),
      area('Carlton', 'food', 'historic'),
    ],
  },
  {
    name: 'Toronto',
    country: 'Canada',
    currency: 'C$',
    aliases: ['toronto'],
    areas: [
      area('Kensington Market', 'food', 'arts', 'shopping'),
      area('the Distillery District', 'historic', 'food', 'arts'),
      area('Queen West', 'nightlife', 'arts', 'shopping'),
      area('the Harbourfront', 'waterfront', 'views'),
      area('High Park', 'parks'),
      area('Little Italy', 'food', 'nightlife'),
    ],
  },
  {
    name: 'Cape Town',
    country: 'South Africa',
    currency: 'R',
    aliases: ['cape town'],
    areas: [
      area('the V&A Waterfront', 'waterfront', 'food', 'shopping'),
      area('Bo-Kaap', 'historic', 'food'),
      area('Kloof Street', 'food', 'nightlife'),
      area('Camps Bay', 'waterfront', 'views'),
      area('Kirstenbosch', 'parks'),
      area('Woodstock', 'arts', 'food'),
    ],
  },
  {
    name: 'Lagos',
    country: 'Nigeria',
    currency: '₦',
    aliases: ['lagos'],
    areas: [
      area('Victoria Island', 'food', 'nightlife', 'waterfront'),
      area('Ikoyi', 'food', 'arts', 'parks'),
      area('Lekki', 'waterfront', 'food', 'shopping'),
      area('Yaba', 'arts', 'food'),
      area('Lagos Island', 'historic', 'shopping'),
    ],
  },
  {
    name: 'Nairobi',
    country: 'Kenya',
    currency: 'KSh',
    aliases: ['nairobi'],
    areas: [
      area('Westlands', 'nightlife', 'food'),
      area('Karen', 'parks', 'food'),
      area('Kilimani', 'food', 'arts'),
      area('Gigiri', 'parks', 'food'),
      area('the CBD', 'historic', 'arts'),
    ],
  },
  {
    name: 'Mexico City',
    country: 'Mexico',
    currency: 'MX$',
    aliases: ['mexico city', 'cdmx'],
    areas: [
      area('Roma Norte', 'food', 'nightlife', 'arts'),
      area('Condesa', 'parks', 'food', 'nightlife'),
      area('Coyoacán', 'historic', 'arts'),
      area('Polanco', 'food', 'shopping', 'arts'),
      area('the Centro Histórico', 'historic', 'arts'),
      area('Chapultepec', 'parks', 'arts'),
    ],
  },
  {
    name: 'Buenos Aires',
    country: 'Argentina',
    currency: 'ARS',
    aliases: ['buenos aires'],
    areas: [
      area('Palermo Soho', 'food', 'nightlife', 'shopping'),
      area('San Telmo', 'historic', 'arts', 'food'),
      area('Recoleta', 'historic', 'arts', 'parks'),
      area('Puerto Madero', 'waterfront', 'food'),
      area('La Boca', 'arts', 'historic'),
    ],
  },
  {
    name: 'Istanbul',
    country: 'Türkiye',
    currency: '₺',
    aliases: ['istanbul'],
    areas: [
      area('Karaköy', 'waterfront', 'food', 'arts'),
      area('Beyoğlu', 'nightlife', 'arts', 'food'),
      area('Sultanahmet', 'historic', 'arts'),
      area('Kadıköy', 'food', 'nightlife'),
      area('Bebek', 'waterfront', 'views'),
    ],
  },
  {
    name: 'Dubai',
    country: 'United Arab Emirates',
    currency: 'AED',
    aliases: ['dubai'],
    areas: [
      area('Downtown Dubai', 'views', 'shopping', 'food'),
      area('Dubai Marina', 'waterfront', 'nightlife', 'food'),
      area('Al Fahidi', 'historic', 'arts'),
      area('Jumeirah Beach', 'waterfront'),
      area('Alserkal Avenue', 'arts', 'food'),
    ],
  },
  {
    name: 'Singapore',
    country: 'Singapore',
    currency: 'S$',
    aliases: ['singapore'],
    areas: [
      area('Chinatown', 'food', 'historic'),
      area('Marina Bay', 'waterfront', 'views', 'nightlife'),
      area('Tiong Bahru', 'food', 'historic'),
      area('Kampong Glam', 'historic', 'food', 'shopping'),
      area('the Botanic Gardens', 'parks'),
      area('Clarke Quay', 'waterfront', 'nightlife'),
    ],
  },
  {
    name: 'Copenhagen',
    country: 'Denmark',
    currency: 'kr',
    aliases: ['copenhagen'],
    areas: [
      area('Nyhavn', 'waterfront', 'historic', 'food'),
      area('Vesterbro', 'food', 'nightlife'),
      area('Nørrebro', 'food', 'nightlife', 'arts'),
      area('Christianshavn', 'waterfront', 'historic'),
      area("the King's Garden", 'parks', 'historic'),
    ],
  },
  {
    name: 'Prague',
    country: 'Czechia',
    currency: 'Kč',
    aliases: ['prague', 'praha'],
    areas: [
      area('the Old Town', 'historic', 'food', 'arts'),
      area('Malá Strana', 'historic', 'views'),
      area('Vinohrady', 'food', 'nightlife', 'parks'),
      area('Letná', 'parks', 'views'),
      area('Karlín', 'food', 'arts'),
    ],
  },
];
