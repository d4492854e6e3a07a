// The stand-in OpenStreetMap for browser tests (see playwright.config.ts): Overpass at /api/interpreter
// and Nominatim at /search, on a fixed port so an app server can be pointed at it before it starts.
import { createServer, request } from 'node:http';
import { startFakeOsm, type FakeOsmElement, type FakeOsmFixtures } from '../../server/testing/fake-osm';

const port = Number(process.env.FAKE_OSM_PORT ?? 3196);

/** Open from breakfast to late, so every café and dinner time a plan picks falls inside. */
const ALL_DAY = 'Mo-Su 08:00-23:00';

const venue = (id: number, lat: number, lon: number, tags: Record<string, string>): FakeOsmElement => ({
  type: 'node',
  id,
  lat,
  lon,
  tags: { opening_hours: ALL_DAY, ...tags },
});

/**
 * Cafés and restaurants around Chiado (Lisbon), made up but tagged the way OSM tags real ones. The
 * first café and the first restaurant are the nearest to Chiado's centre, so they are the ones a plan
 * picks; the browser test expects exactly their names, addresses, phones and websites.
 */
const CHIADO_FIXTURES: FakeOsmFixtures = {
  elements: [
    venue(3001, 38.7109, -9.1418, {
      amenity: 'cafe',
      name: 'Café Garrett',
      phone: '+351 21 346 1234',
      website: 'https://cafe-garrett.example/',
      wheelchair: 'yes',
      outdoor_seating: 'yes',
      'addr:street': 'Rua Garrett',
      'addr:housenumber': '19',
      'addr:postcode': '1200-203',
      'addr:city': 'Lisboa',
    }),
    venue(3002, 38.7122, -9.1404, {
      amenity: 'cafe',
      name: 'Pastelaria do Carmo',
      'contact:phone': '+351 21 342 0001',
      'contact:website': 'https://pastelaria-do-carmo.example/',
      'addr:street': 'Largo do Carmo',
      'addr:housenumber': '7',
      'addr:city': 'Lisboa',
    }),
    venue(3003, 38.7098, -9.1447, {
      amenity: 'cafe',
      name: 'Quiosque do Camões',
      cuisine: 'coffee_shop',
      phone: '+351 91 000 3003',
      'addr:street': 'Praça Luís de Camões',
      'addr:city': 'Lisboa',
    }),
    {
      type: 'way',
      id: 4001,
      center: { lat: 38.7113, lon: -9.1426 },
      tags: {
        building: 'yes',
        amenity: 'restaurant',
        name: 'Taberna da Misericórdia',
        cuisine: 'portuguese',
        opening_hours: ALL_DAY,
        'diet:vegetarian': 'yes',
        wheelchair: 'yes',
        phone: '+351 21 342 5678',
        website: 'https://taberna-misericordia.example/reservas',
        'addr:street': 'Rua da Misericórdia',
        'addr:housenumber': '24',
        'addr:postcode': '1200-273',
        'addr:city': 'Lisboa',
      },
    },
    venue(4002, 38.7094, -9.1411, {
      amenity: 'restaurant',
      name: 'Cantinho do Chiado',
      cuisine: 'seafood;portuguese',
      // A lunch place: closed at dinner, so the dinner is the taberna wherever the stop before it is.
      opening_hours: 'Mo-Su 12:00-15:00',
      'contact:phone': '+351 21 347 0002',
      'contact:website': 'https://cantinho-do-chiado.example/',
      wheelchair: 'yes',
      'addr:street': 'Rua do Alecrim',
      'addr:housenumber': '40',
      'addr:city': 'Lisboa',
    }),
    venue(4003, 38.7131, -9.1452, {
      amenity: 'restaurant',
      name: 'Sakura Bairro Alto',
      cuisine: 'sushi;japanese',
      phone: '+351 21 343 0003',
      'addr:street': 'Rua da Atalaia',
      'addr:housenumber': '88',
      'addr:city': 'Lisboa',
    }),
  ],
  places: [
    {
      name: 'Chiado',
      lat: 38.711,
      lon: -9.142,
      displayName: 'Chiado, Misericórdia, Lisboa, Portugal',
      countryCode: 'pt',
    },
    {
      name: 'Bairro Alto',
      lat: 38.713,
      lon: -9.146,
      displayName: 'Bairro Alto, Misericórdia, Lisboa, Portugal',
      countryCode: 'pt',
    },
  ],
};

// The fake listens on a free port of its own choosing; this fixed port forwards everything to it.
const fake = await startFakeOsm(CHIADO_FIXTURES);
const target = new URL(fake.url);

createServer((incoming, outgoing) => {
  const forward = request(
    {
      hostname: target.hostname,
      port: target.port,
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forward.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(forward);
}).listen(port, '127.0.0.1', () => console.log(`Fake OpenStreetMap on http://127.0.0.1:${port}`));
