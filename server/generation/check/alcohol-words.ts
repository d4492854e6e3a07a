import type { Language } from '../request';

/** Words that put alcohol on the table, per language: absent from any plan for someone who does not drink. */
export const ALCOHOL_WORDS: Record<Language, string[]> = {
  en: ['alcohol', 'alcoholic', 'wine', 'wines', 'beer', 'beers', 'cocktail', 'cocktails', 'champagne', 'prosecco', 'spritz', 'gin', 'whisky', 'whiskey', 'mezcal', 'tequila', 'cider', 'booze', 'pint', 'pints', 'brewery', 'winery', 'bourbon', 'rum', 'vodka', 'martini', 'nightcap'],
  es: ['alcohol', 'vino', 'vinos', 'cerveza', 'cervezas', 'cóctel', 'cócteles', 'coctel', 'cocteles', 'champán', 'cava', 'vermut', 'sangría', 'mezcal', 'tequila', 'ginebra', 'whisky', 'copas', 'sidra', 'cervecería', 'bodega', 'ron'],
  fr: ['alcool', 'vin', 'vins', 'bière', 'bières', 'cocktail', 'cocktails', 'champagne', 'apéritif', 'apéro', 'cidre', 'whisky', 'pastis', 'kir', 'brasserie artisanale', 'rhum'],
  pt: ['álcool', 'vinho', 'vinhos', 'cerveja', 'cervejas', 'coquetel', 'coquetéis', 'drinque', 'drinques', 'caipirinha', 'champanhe', 'espumante', 'cachaça', 'chope', 'chopp', 'gim', 'uísque', 'sidra'],
  de: ['alkohol', 'wein', 'weine', 'bier', 'biere', 'cocktail', 'cocktails', 'sekt', 'champagner', 'schnaps', 'gin', 'whisky', 'spritz', 'apfelwein', 'brauerei', 'weingut'],
  it: ['alcol', 'alcool', 'vino', 'vini', 'birra', 'birre', 'cocktail', 'spritz', 'aperitivo', 'prosecco', 'spumante', 'grappa', 'amaro', 'limoncello', 'gin', 'whisky', 'enoteca', 'birrificio'],
};
