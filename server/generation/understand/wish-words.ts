import type { Language } from '../request';

/** How a wish is said: something to eat, to drink, to see or to do. It decides the kind of place that hosts it. */
export type WishCue = 'eat' | 'drink' | 'see' | 'do';

/** The meal a wish is asked for ("bandeja paisa for lunch"): its host is that meal. */
export type WishMeal = 'breakfast' | 'lunch' | 'dinner' | 'dessert';

export interface WishWords {
  /** Verb forms (folded, conjugated as people write them) whose object is a wish. */
  verbs: Record<WishCue, string>;
  /** Words after a wish that say which meal it is for, each with the words that may stand between. */
  forMeal: Record<WishMeal, string>;
  /** Connectors allowed inside a wish ("pastéis de nata", "fish and chips" is a lexicon phrase). */
  inside: string;
  /** Words before a wish that are skipped: articles, quantities, "a plate of". */
  lead: string;
  /** Closed-class words that end a wish: pronouns, prepositions, conjunctions, adverbs, time words. */
  stop: string;
}

/**
 * Per language, the cues of wanting something. Verb forms are listed rather than stemmed: the
 * object follows the verb, and a stem such as "com-" would also take "comprar" and "como".
 */
export const WISH_WORDS: Record<Language, WishWords> = {
  en: {
    verbs: {
      eat: 'eat eating ate try trying tried taste tasting grab grabbing devour share craving crave',
      drink: 'drink drinking sip sipping',
      see: 'see seeing visit visiting explore exploring watch watching',
      do: 'do doing ride riding hike hiking climb climbing walk kayak',
    },
    forMeal: {
      breakfast: 'for breakfast|at breakfast',
      lunch: 'for lunch|at lunch|for brunch',
      dinner: 'for dinner|at dinner|for supper',
      dessert: 'for dessert|after dinner',
    },
    inside: 'de del di da do du al of in',
    lead: `a an the some any one two three few couple of plate bowl slice glass cup portion piece round pint
      bottle box bag order our my proper real good nice authentic famous typical local traditional best great
      little quick big huge classic legit decent cheap fresh homemade lots lot
      definitely absolutely obviously probably surely ideally defo deffo`,
    stop: `away and or then after before at in on near by with without for to from into onto up down over under
      while because bc cuz since so but if when where which who what that this these those there here it its
      we i me you he she they him her us them my our your his their somewhere anywhere together too also
      first later early late maybe please pls plz tonight today tomorrow tmrw morning afternoon evening night weekend
      is are was were be been being am have has had do does did can could would should will wanna gonna
      want like love not no never back home out up just only really very lol haha ok okay thing things something anything
      stuff time date day fun place places spot spots town around all both each every other more most much
      way too as than like etc through thru along across past toward towards via between behind beside among
      amongst off inside outside within beyond underneath budget another
      finally lastly finish ending sure`,
  },
  es: {
    verbs: {
      eat: `comer comemos comamos comeremos probar probamos probemos pedir pedimos degustar almorzar almorzamos
        cenar cenamos desayunar desayunamos merendar`,
      drink: 'beber bebemos tomar tomamos tomarnos tomemos',
      see: 'ver veamos visitar visitamos visitemos conocer conocemos recorrer recorremos',
      do: 'hacer hacemos hagamos montar montamos subir subimos andar',
    },
    forMeal: {
      breakfast: 'de desayuno|para desayunar|en el desayuno|al desayuno',
      lunch: 'de almuerzo|para almorzar|en el almuerzo|de comida|para el almuerzo|al almuerzo',
      dinner: 'de cena|para cenar|en la cena|para la cena|a la cena',
      dessert: 'de postre|para el postre',
    },
    inside: 'de del di da do al con a la',
    lead: `un una unos unas el la los las lo algo de algun alguna algunos plato platos tazon porcion copa copas vaso
      vasos buen buena buenos buenas rico rica ricos ricas tipico tipica tipicos autentico autentica famoso famosa
      mi mis nuestro nuestra`,
    stop: `y e o u luego despues antes en con sin para por desde hasta hacia entre que quien donde cuando como
      porque pues pero si yo tu el ella nosotros ellos nos me te se le les lo mi mis su sus este esta eso esto ese esa
      aqui ahi alli hoy manana tarde noche fin semana tambien muy mas menos ya solo algo nada cosa cosas sitio lugar
      rato tiempo cita dia hora horas es son sea ser estar esta estamos tenemos tengo tiene queremos quiero quisieramos podemos gustaria encanta
      vamos ir no ni jaja tipo igual presupuesto poco otro otra otros otras
      sobre bajo tras contra segun durante mediante junto cerca lejos
      terminar acabar final finalmente ultimo cerrar rematar`,
  },
  fr: {
    verbs: {
      eat: `manger mange mangeons gouter goutons deguster degustons prendre prenons essayer essayons commander`,
      drink: 'boire buvons siroter',
      see: 'voir visiter visitons decouvrir decouvrons admirer',
      do: 'faire faisons monter',
    },
    forMeal: {
      breakfast: 'au petit dejeuner|pour le petit dejeuner',
      lunch: 'au dejeuner|pour le dejeuner|a midi|le midi',
      dinner: 'au diner|pour le diner|le soir',
      dessert: 'en dessert|au dessert|pour le dessert',
    },
    inside: 'de du des d la a au aux',
    lead: `un une des le la les l du de d quelques assiette bol part verre tasse coupe bon bonne bons bonnes vrai vraie
      vrais typique typiques fameux fameuse mon ma mes notre nos`,
    stop: `et ou puis ensuite apres avant a au aux en dans sur sous chez avec sans pour par vers entre que qui ou quand
      comme parce mais si je tu il elle on nous vous ils elles me te se lui leur ce cette ces ca cela ici la aujourd hui
      demain soir soiree matin midi week end aussi tres plus moins deja seulement truc chose endroit moment temps
      rendez jour ensemble est sont etre avoir voudrais voudrions aimerions aimerais adorerait veut veux peut pouvons allons
      aller ne pas rien mdr genre budget peu autre autres
      pendant depuis derriere devant pres loin contre selon
      finir terminer enfin fin clore conclure`,
  },
  pt: {
    verbs: {
      eat: `comer comemos comer provar provamos experimentar pedir pedimos almocar almocamos jantar jantamos
        lanchar degustar`,
      drink: 'beber bebemos tomar tomamos tomarmos',
      see: 'ver vermos visitar visitamos conhecer conhecemos',
      do: 'fazer fazemos andar subir subimos passear',
    },
    forMeal: {
      breakfast: 'no cafe da manha|de cafe da manha|no pequeno almoco',
      lunch: 'no almoco|de almoco|pra almocar|para almocar|ao almoco',
      dinner: 'no jantar|de jantar|pra jantar|para jantar|ao jantar',
      dessert: 'de sobremesa|na sobremesa',
    },
    inside: 'de do da dos das com a',
    lead: `um uma uns umas o a os as algum alguma prato pratos tigela porcao copo taca bom boa bons boas autentico
      autentica tipico tipica famoso famosa meu minha nosso nossa`,
    stop: `e ou depois antes em no na nos nas num numa ao aos pelo pela pelos pelas com sem para pra por desde ate entre que quem onde quando como
      porque pois mas se eu tu ele ela nos eles elas me te se lhe isso isto esse essa este esta aqui ali la hoje amanha
      tarde noite fim semana tambem muito mais menos ja so coisa coisas lugar tempo encontro dia hora horas juntos tudo todo toda nada e sao ser estar temos tenho tem
      queremos quero gostariamos podemos vamos ir nao nem kkk tipo orcamento pouco outro outra outros outras
      sobre sob tras durante perto longe junto contra
      terminar acabar finalmente fechar final`,
  },
  de: {
    verbs: {
      eat: 'essen esse essen probieren probiere kosten naschen',
      drink: 'trinken trinke',
      see: 'sehen anschauen anschauen ansehen besuchen besichtigen',
      do: 'machen mache fahren',
    },
    forMeal: {
      breakfast: 'zum fruhstuck',
      lunch: 'zum mittagessen|zu mittag|mittags',
      dinner: 'zum abendessen|zu abend',
      dessert: 'zum nachtisch|als nachtisch|zum dessert',
    },
    inside: 'mit und von',
    lead: `ein eine einen einem einer der die das den dem des ne nen paar teller schussel portion stuck glas tasse
      gute guten gutes echte echten echtes typische typischen beruhmte beruhmten mein meine unser unsere`,
    stop: `und oder dann danach vorher in im am an auf bei mit ohne fur zu zum zur nach von vom aus uber unter
      weil denn aber wenn wo was wer wie ich du er sie es wir ihr uns mich dich sich dieser diese dieses das hier
      dort heute morgen abend abends nachmittag wochenende auch sehr mehr noch schon nur etwas nichts ding dinge
      ort zeit date tag zusammen stunde stunden nix ist sind sein haben hab mochten mochte wollen will wurden konnen gerne gern nicht kein keine
      mal so bin bist budget bisschen andere anderen anderes
      durch gegen um bis entlang neben zwischen hinter vor seit wahrend trotz wegen ab gegenuber ausser innerhalb ausserhalb
      schluss ende abschluss zuletzt schliesslich endlich ausklang`,
  },
  it: {
    verbs: {
      eat: `mangiare mangiamo assaggiare assaggiamo provare proviamo gustare ordinare pranzare ceniamo cenare`,
      drink: 'bere beviamo sorseggiare',
      see: 'vedere vediamo visitare visitiamo scoprire ammirare',
      do: 'fare facciamo salire',
    },
    forMeal: {
      breakfast: 'a colazione|per colazione',
      lunch: 'a pranzo|per pranzo',
      dinner: 'a cena|per cena',
      dessert: 'per dolce|come dolce|per dessert',
    },
    inside: 'di del della dei delle al alla con',
    lead: `un una uno il lo la i gli le del della dei delle qualche piatto piatti ciotola porzione fetta bicchiere tazza
      buon buona buoni buone vero vera tipico tipica tipici famoso famosa mio mia nostro nostra`,
    stop: `sui sugli sulle sullo negli nelle nello col coi e o poi dopo prima in nel nella nei con senza per da dal dalla tra fra su sul sulla che chi dove quando come
      perche ma se io tu lui lei noi voi loro mi ti si ci vi lo questo questa quello quella qui li oggi domani sera
      serata pomeriggio mattina fine settimana anche molto piu meno gia solo qualcosa niente cosa cose posto tempo
      appuntamento giorno insieme e sono essere vorrei vorremmo possiamo andiamo andare non ne tipo troppo budget altro altra altri altre
      verso sopra sotto dietro lungo durante presso vicino lontano contro
      finire infine finalmente chiudere concludere`,
  },
};
