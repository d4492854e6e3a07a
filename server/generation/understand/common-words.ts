import type { Language } from '../request';
import { fold } from './text';

/**
 * The most frequent small words of each language as people write date descriptions. Words shared
 * by several languages ("de", "la", "in") count for each of them, split; the language detector
 * weighs these votes against trigram statistics, which alone misjudge short texts.
 * Source: frequency lists of each language's most common words, kept to those seen in requests.
 */
export const COMMON_WORDS: Record<Language, string> = {
  en: `and with for the a an of in on at to my our we i me you your then after before evening night without no not please want would like something very but some
    is are it this that go going out together girlfriend boyfriend wife husband partner date dinner lunch drinks walk tonight today tomorrow weekend cheap nice fun love`,
  es: `y con para una un el la los las de del en al nosotros mi mis tu su luego despues noche tarde sin por favor que quiero queremos algo muy pero
    soy somos vamos es son esta estamos ir salir juntos novia novio esposa esposo pareja cita cena comida comer copas paseo hoy manana fin semana barato nada`,
  fr: `et avec pour une un le la les des du de au aux nous je mon ma mes ton ta puis ensuite soir soiree sans entre deux pres chez dans sur est sont
    on a voudrais aimerais tres mais pas ne rien copine copain femme mari rendez vous diner dejeuner balade ce cette aussi ou demain aujourd hui`,
  pt: `e com para uma um o a os as de do da dos das em no na nos nas nos meu minha depois noite tarde sem por favor que quero queremos algo muito mas
    sou somos estou vamos voce voces namorada namorado esposa marido encontro jantar almoco passeio hoje amanha fim semana barato nada tambem ou`,
  de: `und mit fur ein eine einen einem einer der die das den dem des zum zur im am um auf nach dann danach abend abends uhr bis ab wir ich mein meine
    nicht kein keine ohne bitte mochte mochten wollen sind ist haben gerne essen gehen freundin freund frau mann ausgehen heute morgen wochenende`,
  it: `e con per una un il lo la gli le di del della dei in nel nella noi mio mia poi dopo sera serata senza favore che vorrei vogliamo qualcosa molto ma
    al alla ai dal dalla sul sulla vicino accanto davanti valentino venezia firenze napoli torino milano fidanzata fidanzato moglie marito appuntamento cena pranzo passeggiata oggi domani fine settimana anche non niente`,
};

/**
 * Small words of languages we do not plan in, that none of ours use: enough of them and the plan
 * is written in English with the names kept.
 */
export const FOREIGN_MARKERS = new Set(
  `een het daarna langs naar wij jij niet ook maar voor avondje graag lekker och ett jag inte eller ikke jeg
  się jest nie dla oraz ve bir ile için çok ama`
    .split(/\s+/)
    .filter(Boolean),
);

/** Every common word of the six languages, folded: never a place name on its own. */
export const ANY_COMMON_WORD = new Set(
  Object.values(COMMON_WORDS)
    .flatMap((words) => words.split(/\s+/))
    .filter(Boolean)
    .map(fold),
);
