import type { Phrases } from './phrases';

// Neutral Spanish: the reader is addressed as "tú" (understood everywhere; "vosotros" and "ustedes" are
// not), and words that change between Spain and Latin America (coger, móvil, zumo, hora punta, a por…)
// are avoided. {thing}, {place} and {meal} vary in gender, so no template puts an article or an
// agreeing adjective next to them, and no "y"/"o" comes right before {thing} (it would have to become
// "e"/"u" before some words). Step titles end up inside lists, so they contain no comma.

const formatDuration = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = rest === 1 ? '1 minuto' : `${rest} minutos`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} y ${m}`;
};

// "y" becomes "e" before a word that starts with the sound /i/ ("agua e hielo"), but not before "hie"/"hia"…
const and = (next: string): string => (/^h?i(?![aeou])/i.test(next.trim()) ? 'e' : 'y');

const list = (items: string[]): string => {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(', ')} ${and(last)} ${last}`;
};

export const PHRASES_ES: Phrases = {
  language: 'es',
  clock: '24h',
  families: {
    coffee: {
      titles: [
        'Una pausa para {thing}',
        '{thing} sin prisas',
        'Tiempo de {thing}',
        '{thing} con buena charla',
        'Un alto para {thing}',
      ],
      descriptions: [
        'Busca mesa {at_place} en {area} y deja que {thing} marque un ritmo tranquilo. Es de esas paradas donde la conversación se alarga y nadie mira el reloj.',
        '{place} es la manera más amable de arrancar: {thing}, un rincón tranquilo y tiempo para ponerse al día antes de la siguiente parada.',
        'Un rato {at_place} con {thing} y, si se puede, mesa junto a la ventana. Ver pasar la calle es la mitad del encanto.',
        'Una parada corta {at_place} en {area}: {thing}, algo pequeño para compartir y unos minutos de calma antes de seguir.',
        'Nada de prisas con {thing}. {at_place} en {city} se está bien mientras duren las tazas.',
        'Con {thing} de por medio, la charla ligera suele acabar en conversación de verdad. Que sea {at_place} en {area}.',
      ],
      activities: [
        'Pregunta de qué están más orgullosos hoy',
        'Prueba la especialidad de la casa',
        'Pide algo que ninguno de los dos haya probado',
        'Busca la mesa con mejor vista a la calle',
        'Cuéntale a tu acompañante lo mejor y lo peor de tu semana',
        'Dibuja el resto del plan en una servilleta',
        'Deja el teléfono boca abajo hasta que se acaben las tazas',
      ],
      ambiance: [
        'Charla suave, el tintineo de las tazas y mesas tan pequeñas que invitan a acercarse.',
        'Sencillo y cálido: de esos sitios donde otra ronda de tazas siempre parece buena idea.',
        'Luminoso y tranquilo, con el ir y venir de los clientes de siempre.',
      ],
      booking: [
        'Normalmente no hace falta reservar, aunque el brunch y el té de la tarde del fin de semana sí lo merecen.',
        'Para una parada rápida no hace falta reserva; para un brunch con calma o un té de la tarde, reserva con uno o dos días de margen.',
      ],
      tips: [
        'Ve a una hora tranquila para encontrar mesa sin esperar.',
        'Algunos sitios pequeños solo aceptan efectivo: pregunta antes de pedir.',
        'Si hay vitrina con cosas recién horneadas, no llegues tarde: lo mejor vuela.',
      ],
    },
    sweet: {
      titles: ['Algo dulce', 'Un desvío por {thing}', 'Antojo de {thing}', 'La parte dulce', 'Un capricho'],
      descriptions: [
        'Toda buena cita necesita un momento dulce. Haz una parada {at_place} en {area}: {thing} y una discusión amistosa sobre quién eligió mejor.',
        '{place} es el premio a tanto paseo. {thing} para compartir y cero culpa.',
        'Una parada rápida y feliz: {thing} {at_place}, con calma o sin ningún cuidado, como prefieras.',
        'Deja espacio para {thing}. {place} en {area} es de esas paradas que se recuerdan mucho después de que se olviden los grandes planes.',
        'Lo dulce sabe mejor compartido. Ve a {place} en {city}: cada uno elige para el otro y, a mitad, se intercambia.',
      ],
      activities: [
        'Pide algo distinto a lo de tu acompañante y comparte a mitad',
        'Pregunta qué es lo más fresco de hoy',
        'Elige por tu acompañante sin consultarle',
        'Pide lo que nunca pedirías a solas',
        'Si hace buen tiempo, busca un banco fuera',
        'Guarda el último bocado para quien gane la discusión',
      ],
      ambiance: [
        'Alegre, luminoso y un poco ruidoso: el sonido de gente dándose un gusto.',
        'Informal y risueño; aquí nadie tiene un mal día.',
        'Olor a azúcar y una fila de caras felices frente al mostrador.',
      ],
      booking: ['No hace falta reservar; una fila en la puerta suele ser buena señal.'],
      tips: [
        'Pide servilletas de más: lo dulce tiende a escaparse.',
        'Si las porciones son grandes, una para compartir y dos cucharas.',
        'Después, un paseo tranquilo para bajarlo.',
      ],
    },
    meal: {
      titles: [
        '{meal} sin prisas',
        '{meal} de sobremesa larga',
        '{thing} como debe ser',
        '{thing} en buena compañía',
        'El plato fuerte',
        'Alrededor de una buena mesa',
      ],
      descriptions: [
        'Busca mesa {at_place} en {area} y deja que la comida sea el centro del plan. Pide de más, compártelo todo y olvídate del reloj.',
        '{place} en {area} es donde el plan baja el ritmo: buena mesa, {thing} y la mejor conversación del día.',
        'Hora de comer bien. Ve a {place} en {area} con ganas de {thing} y pregunta qué recomienda hoy la cocina.',
        '{meal} {at_place}, con {thing} como protagonista y una mesa donde la conversación no tenga que competir con el ruido.',
        'Sin prisa {at_place} en {city}: {thing} para compartir y que la comida ponga parte de la conversación. Las mejores comidas de una cita son las que se siguen comentando de camino a casa.',
        'Buena comida, buena conversación: una parada {at_place} en {area} para {thing}, con espacio para un último plato que no estaba en los planes.',
        'Compartir mesa es la cita más antigua que existe. Que sea {at_place} en {area}, con {thing} y sin ninguna prisa.',
      ],
      activities: [
        'Pide varios platos para compartir',
        'Pregunta al personal qué pedirían ellos',
        'Pregunta qué va mejor con {thing}',
        'Elige un plato a ciegas para tu acompañante',
        'Pide el plato del día si lo hay',
        'Busca una mesa con vista a la cocina, si es posible',
        'Deja el teléfono en el bolsillo hasta que retiren los platos',
        'Deja espacio para el postre',
      ],
      ambiance: [
        'El murmullo de una sala llena, buenos olores desde la cocina y una mesa hecha para acercarse.',
        'Luz cálida, platos que suenan al fondo y el ruido alegre de gente que disfruta.',
        'Con el ambiente justo para sentirse una ocasión especial, y lo bastante tranquilo para escucharse.',
        'Relajado y generoso: de esos sitios donde nadie te mete prisa.',
      ],
      booking: [
        'Reserva mesa, sobre todo para un fin de semana por la noche o para un grupo.',
        'Reserva con tiempo y menciona cualquier ocasión especial o necesidad alimentaria.',
      ],
      tips: [
        'Pide una mesa lejos de la puerta de la cocina si lo que buscas es conversar.',
        'Si la carta es larga, pregunta cuáles son los dos platos por los que se conoce la casa.',
        'Come ligero antes para llegar con hambre de verdad.',
        'Pregunta si aceptan tarjeta antes de sentarte.',
      ],
    },
    street_food: {
      titles: [
        'Picando de aquí y de allá',
        'Un poco de todo',
        'Siguiendo el olfato',
        '{thing} sobre la marcha',
      ],
      descriptions: [
        'Olvida el mantel y ve picando: {place} en {area} es un poco de esto y un poco de aquello, de pie o apretados en un banco.',
        'Llega con hambre y divide para vencer: {at_place} de {area} todo se comparte, así que cada uno elige algo y se reencuentran a mitad de camino.',
        'Pocas formas hay de saborear {city} como {thing}: sin esperas, a buen precio y con sorpresas en cada esquina. Sigue la fila más larga y los mejores olores.',
        'Ruido, ajetreo y cosas ricas. Haz una parada {at_place} y arma una comida a base de bocados pequeños, compartiendo sobre la marcha.',
      ],
      activities: [
        'Elige un plato distinto al de tu acompañante y comparte a mitad',
        'Sigue la fila más larga de gente del lugar',
        'Prueba algo que no sepas nombrar',
        'Pregunta a quien cocina cuál es su favorito',
        'Busca un rincón para sentarte a mirar a la gente',
        'Termina con algo dulce de otro puesto',
      ],
      ambiance: [
        'Ruidoso, con vapor en cada esquina y lleno de gente que está ahí por lo mismo que tú.',
        'Informal y concurrido, con algo chisporroteando a cada paso.',
        'Festivo y un poco caótico, en el mejor sentido.',
      ],
      booking: [
        'No hace falta reservar; un recorrido gastronómico guiado, en cambio, conviene reservarlo con unos días de margen.',
      ],
      tips: [
        'Lleva algo de efectivo: no todos los puestos aceptan tarjeta.',
        'Ve temprano para evitar multitudes, o tarde por el ambiente.',
        'Compártelo todo: así pruebas el doble.',
        'Unas toallitas húmedas en el bolsillo te harán muy popular.',
      ],
    },
    drinks: {
      titles: [
        'Hora de {thing}',
        '{thing} con buena conversación',
        'Algo para beber sin prisa',
        'Un rincón y algo de beber',
        '{thing} sin mirar el reloj',
      ],
      descriptions: [
        'Busca un rincón {at_place} en {area} y pide {thing}. Esta es la parte de la cita para acercarse, bajar el ritmo y hablar de todo.',
        '{place} en {area} invita a quedarse. Pide la especialidad de la casa y prepárate para una conversación larga.',
        'Que siga el plan {at_place}: {thing}, un buen asiento y ningún otro sitio al que ir.',
        'Pasa por {place} a tomar {thing} y deja que elija quien menos sepa de la carta, a ver qué sale.',
        'Un cambio de ritmo {at_place} en {city}, con {thing}. Si hay sitio en la barra, aprovéchalo: ver cómo preparan las bebidas es un espectáculo en sí mismo.',
      ],
      activities: [
        'Pide en la barra que te sorprendan',
        'Pide algo que nunca hayas probado',
        'Pide dos cosas distintas y comparte',
        'Pregunta por la especialidad de la casa',
        'Pide algo pequeño para picar',
        'Empieza a planear la próxima cita',
      ],
      ambiance: [
        'Luz baja, buena música al volumen justo y el murmullo de gente sin ninguna prisa por irse.',
        'Relajado y sociable, con el tintineo del hielo y mucha conversación.',
        'Íntimo y un poco glamuroso, con rincones pensados para dos.',
      ],
      booking: [
        'A primera hora no suele hacer falta reservar; para un grupo o en horas de mucho movimiento, mejor hacerlo.',
      ],
      tips: [
        'Siéntate en la barra: es el mejor sitio para la atención y para el espectáculo.',
        'Pide algo de comer para acompañar; así la visita se alarga sin prisas.',
        'Si piensas quedarte hasta tarde, pregunta a qué hora cierra la barra.',
        'Decide cómo vas a volver a casa antes de llegar.',
      ],
    },
    tasting: {
      titles: ['Notas de cata', '{thing} de cerca', 'Probar y comparar', 'Una lección de {thing}'],
      descriptions: [
        'Deja que alguien que domina el tema te guíe por {thing} {at_place}. Se prueba lado a lado, se comparan notas y se descubre quién tiene mejor paladar.',
        '{place} en {area} convierte la degustación en un juego: porciones pequeñas, diferencias enormes y mucho de qué hablar.',
        'Reserva un lugar {at_place} para {thing} y aprende a degustar de verdad: mirar, oler, tomarse su tiempo y solo entonces opinar.',
        'Una degustación guiada {at_place} en {city} es mitad clase, mitad capricho. Pregunta todo lo que quieras: a los curiosos les cuentan las mejores historias.',
      ],
      activities: [
        'Apunta tu favorito de cada ronda',
        'Adivina antes de que te lo digan',
        'Compara impresiones sin mirar la ficha',
        'Pregunta cómo prueban los profesionales',
        'Pregunta con qué acompañar tu favorito',
        'Llévate un poco de tu favorito a casa',
      ],
      ambiance: [
        'Tranquilo y atento, con anfitriones a los que les encanta compartir lo que saben.',
        'Sin prisas y con buen ambiente: un grupo pequeño de curiosos alrededor de una mesa.',
      ],
      booking: ['Reserva turno con tiempo; los grupos son pequeños y se llenan.'],
      tips: [
        'Come algo antes para poder degustar bien.',
        'Evita el perfume fuerte: interfiere con los sabores y los aromas.',
        'Pide agua y algo neutro para limpiar el paladar entre muestras.',
      ],
    },
    music: {
      titles: [
        'Perderse en {thing}',
        '{thing} y un buen sitio',
        'Cerca del escenario',
        'Oídos bien abiertos',
        'Música en vivo',
      ],
      descriptions: [
        'Deja que {thing} lleve la siguiente parte de la cita. {place} en {area} te pone lo bastante cerca de la música para sentirla, y después la conversación sale sola.',
        'Hay algo especial en escuchar música hecha justo delante de ti. Busca sitio {at_place} y deja que {thing} haga el resto.',
        '{place} en {area}: un escenario, un público que viene a escuchar y {thing} en manos de gente que ama lo que hace.',
        'Cambia hablar por escuchar un rato {at_place} en {city}. Compartir {thing} en la misma sala es otra forma de conversación.',
      ],
      activities: [
        'Llega temprano para conseguir buen sitio',
        'Elige tu pieza favorita y cuéntale a tu acompañante por qué',
        'Guarda el teléfono y simplemente escucha',
        'Aplaude con ganas',
        'Busca algo sobre los músicos antes de ir',
        'Coméntalo todo en el paseo de después',
      ],
      ambiance: [
        'Luz tenue, una sala en silencio y el instante en que suena la primera nota.',
        'Cálido e íntimo, lleno de gente atenta a la música.',
      ],
      booking: ['Compra las entradas con tiempo si puedes y mira si los asientos son numerados.'],
      tips: [
        'Mira la hora de inicio para no entrar a mitad de canción.',
        'Deja la charla para las pausas entre pieza y pieza.',
        'Si puedes, siéntate cerca del escenario: cambia por completo la experiencia.',
      ],
    },
    dance: {
      titles: ['A la pista', 'Soltarse', 'Al ritmo de la música', 'Se admiten dos pies izquierdos'],
      descriptions: [
        'Hora de moverse {at_place} en {area}, donde nadie va a juzgar cómo bailas.',
        'Nada rompe el hielo como equivocarse de paso en compañía. Ve a {place} y dale una oportunidad de verdad a {thing}, riéndote de cada tropiezo.',
        'Si hay clase para principiantes antes de que empiece el baile, únete: {place} es más amable de lo que parece.',
        'Deja que la música decida el resto de la noche {at_place} en {area}. Bailar, descansar, mirar la pista, volver a bailar.',
      ],
      activities: [
        'Únete a la clase de principiantes si la hay',
        'Observa a la mejor pareja durante una canción y copia sus pasos',
        'Tómate un descanso y mira la pista',
        'Ríete de los pasos fallidos',
        'Quédate una canción más de lo previsto',
      ],
      ambiance: [
        'Música que se siente en el pecho, una pista llena y una sala que se calienta a medida que avanza la noche.',
        'Alegría contagiosa y un poco de sudor, en el mejor de los sentidos.',
      ],
      booking: [
        'Consulta el calendario de clases y noches para principiantes; la mayoría de las noches de baile no necesitan reserva.',
      ],
      tips: [
        'Lleva zapatos que giren bien y ropa con la que puedas moverte.',
        'Lleva algo de abrigo para la salida: dentro hace calor y fuera, frío.',
        'Ve ligero o deja tus cosas en el guardarropa.',
      ],
    },
    stage: {
      titles: [
        'Se abre el telón',
        'Hora del espectáculo',
        'Sobre el escenario',
        'Buenas butacas para {thing}',
      ],
      descriptions: [
        'Deja que otros te entretengan un rato. {place} en {area} pone {thing} justo delante de ti, y después habrá mucho de qué hablar.',
        'Luces fuera, teléfonos apagados: {thing} {at_place} es de esas experiencias compartidas que acaban siendo una historia que los dos cuentan.',
        'Ocupa tu butaca {at_place} y disfruta de {thing} en vivo, con toda la energía de una sala que reacciona a la vez.',
        'Para una cita, nada como un espectáculo en vivo: {place} en {city}, un público y una función que nunca volverá a salir exactamente igual.',
      ],
      activities: [
        'Llega con tiempo para encontrar tu asiento con calma',
        'Lee el programa antes de que se apaguen las luces',
        'Elige tu intérprete favorito',
        'Aplaude sin reservas al final',
        'Coméntalo todo a la salida',
      ],
      ambiance: [
        'El silencio justo antes de empezar y luego una sala entera riendo, conteniendo el aliento y aplaudiendo a la vez.',
        'Animado y algo teatral, con sensación de ocasión especial desde que te sientas.',
      ],
      booking: ['Compra las entradas con tiempo y consulta la duración para que el resto del plan encaje.'],
      tips: [
        'Intenta llegar veinte minutos antes: a quien llega tarde a veces le toca esperar a una pausa para entrar.',
        'Si es comedia o improvisación, las primeras filas pueden acabar formando parte del espectáculo.',
        'Mira si hay descanso antes de planear la siguiente parada.',
      ],
    },
    screen: {
      titles: ['Al cine', 'Sesión de cine', 'Pantalla grande y algo para picar', 'Elegir película'],
      descriptions: [
        'Una película en pantalla grande {at_place} en {area}. Ponerse de acuerdo en cuál ver ya es media cita.',
        'Algo para picar, una pantalla enorme y alguien en quien apoyarse: {place} es el romance más fácil que existe.',
        'Una película {at_place} y la charla para después, cuando los dos tengan opinión.',
        'Sigue sin haber nada como ver una historia en pantalla grande en compañía. {place} en {city} lo convierte en un acontecimiento.',
      ],
      activities: [
        'Elige la película con tu acompañante',
        'Comparte algo para picar',
        'Quédate hasta el final de los créditos',
        'Ponle nota a la película al salir',
        'Intercambia escenas favoritas de camino a la siguiente parada',
      ],
      ambiance: [
        'Una pantalla enorme, un reposabrazos compartido y el silencio justo antes de la primera escena.',
        'Oscuridad, una pantalla que brilla y un público de desconocidos metido en la misma historia.',
      ],
      booking: ['Compra las entradas con tiempo para estrenos y funciones de fin de semana.'],
      tips: [
        'Mira la duración para que la siguiente parada no quede apretada.',
        'Si la proyección es al aire libre, lleva algo de abrigo: refresca al oscurecer.',
        'Elige asientos en el centro, un poco alejados de la pantalla.',
      ],
    },
    culture: {
      titles: [
        'Mirar de cerca',
        'Un poco de cultura',
        'Algo por descubrir',
        'Pasear y curiosear',
        'Tiempo para {thing}',
        'Con ojos curiosos',
      ],
      descriptions: [
        'Recorre {place} en {area} sin rumbo fijo. Que cada uno guíe un rato, a ver qué llama la atención.',
        '{place} da tema de conversación más allá de lo personal, y eso es lo mejor que puede tener una cita. Ve despacio y comparte impresiones.',
        'Dedica una hora sin prisas {at_place}. Aprenderás algo, y también en qué se detiene la otra persona.',
        'Ve despacio {at_place} en {city}. Que cada uno elija una cosa para mostrarle al otro y explique por qué.',
        'La curiosidad es atractiva. {place} en {area} es la ocasión de compartirla: mirar, preguntar, maravillarse en voz alta.',
        'Date tiempo para {thing}: no hay mejor manera de ver algo nuevo a través de los ojos de otra persona.',
      ],
      activities: [
        'Elige tu favorito y explica por qué',
        'Lee un cartel que normalmente te saltarías',
        'Busca lo más raro del lugar',
        'Pregunta al personal qué es lo que casi todo el mundo se pierde',
        'Adivina la historia de algo antes de leerla',
        'Sáltate lo que te aburra y quédate donde te guste',
      ],
      ambiance: [
        'Tranquilo, sin prisas y lleno de cosas que merecen una segunda mirada.',
        'Sereno y reflexivo, de esos sitios donde hablar bajito sale solo.',
        'Inspirador y pausado, con algo nuevo en cada rincón.',
      ],
      booking: ['Consulta los horarios y si la entrada con hora fija hay que reservarla antes.'],
      tips: [
        'Ve temprano o a última hora para evitar los momentos de más gente.',
        'No intentes verlo todo: elige unas pocas cosas y disfrútalas bien.',
        'Busca días de entrada gratuita o aperturas nocturnas.',
      ],
    },
    walk: {
      titles: [
        'Un paseo sin rumbo',
        'Por el camino largo',
        'Aire libre y buena charla',
        'Paso a paso',
        'Al aire libre',
        'Un paseo lento',
      ],
      descriptions: [
        'Toma el camino largo {at_place} en {area}. Caminar es la forma más fácil de hablar, y las mejores conversaciones suelen darse uno al lado del otro.',
        '{place} en {area} invita a deambular sin plan. Baja el ritmo, señala lo que te llame la atención y deja que la ruta se elija sola.',
        'Estira las piernas {at_place}: aire fresco, cielo abierto y tiempo para hablar sin una mesa de por medio.',
        'Ve a {place} y tómatelo con calma. Detente cada vez que algo lo merezca, que debería ser a menudo.',
        'Algunos de los mejores momentos de una cita no cuestan nada. Un paseo {at_place} en {city} es uno de ellos.',
        'Entre parada y parada, respira: {place} en {area} da espacio, luz y una vista que merece compartirse.',
      ],
      activities: [
        'Toma el sendero que no conoces',
        'Sácate una foto con tu acompañante',
        'Busca un banco y siéntate un rato',
        'Señala dónde vivirías si pudieras',
        'Camina un rato sin mirar el mapa',
        'Busca la mejor vista y hazla tuya',
        'Dale la mano a tu acompañante: nadie tiene prisa',
      ],
      ambiance: [
        'Aire libre, luz cambiante y el ritmo agradable de caminar uno al lado del otro.',
        'Tranquilo y sencillo, con el ruido de todos los días quedándose atrás.',
        'Con brisa y sin prisa, y muchos sitios donde pararse a mirar.',
      ],
      booking: ['Nada que reservar: mira el tiempo y ve.'],
      tips: [
        'Lleva calzado cómodo.',
        'Lleva agua y algo de abrigo; el tiempo puede cambiar.',
        'Ten el teléfono cargado si vas a caminar por un sitio nuevo.',
      ],
    },
    picnic: {
      titles: [
        'Pícnic al aire libre',
        'Un pícnic sin complicaciones',
        'Mantel a la sombra',
        'A campo abierto',
      ],
      descriptions: [
        'Prepara algo rico y busca un sitio {at_place} en {area}. Un pícnic es la cita más sencilla que existe, y una de las mejores.',
        'Pan, fruta, algo dulce y un mantel: ve a {place} y a disfrutar sin prisa.',
        'Compra provisiones en un mercado o una tienda de camino y luego busca un rincón a la sombra {at_place}.',
        'Busca un rincón tranquilo {at_place} en {city}, saca todo y deja que las horas se estiren.',
      ],
      activities: [
        'Lleva una sorpresa para el pícnic',
        'Compra pan recién hecho de camino',
        'Lleva una baraja de cartas',
        'Recuéstate y mira las nubes',
        'Lleva un termo con algo frío o caliente',
      ],
      ambiance: [
        'Luz filtrada entre las hojas, el murmullo de otra gente al aire libre y nada en la agenda.',
        'Relajado y sencillo, como unas pequeñas vacaciones a mitad del día.',
      ],
      booking: ['Nada que reservar; solo mira el pronóstico el día antes.'],
      tips: [
        'Lleva un mantel, servilletas y una bolsa para la basura.',
        'Elige un sitio con sol y sombra.',
        'Lleva comida fácil de comer con las manos.',
      ],
    },
    active: {
      titles: ['En movimiento', 'Una pequeña aventura', 'Abrir el apetito', '{thing} en compañía'],
      descriptions: [
        'Que se acelere el pulso con {thing} {at_place}. Salir un poco de la zona de confort en compañía une mucho.',
        'Cambia la silla por {thing} {at_place} en {area}: habrá risas, ánimos mutuos y te ganarás con creces lo que venga después.',
        '{place} es la ocasión de probar {thing} codo con codo. Ve al ritmo de quien vaya más despacio y celebra cada pequeño logro.',
        'Una pequeña aventura {at_place} en {city}: energía nueva, un reto compartido y algo de lo que presumir en la siguiente parada.',
      ],
      activities: [
        'Calienta antes de empezar',
        'Pide una lección rápida si es tu primera vez',
        'Propón un pequeño reto y anima a tu acompañante',
        'Saca una foto en plena acción',
        'Ve al ritmo de quien vaya más lento',
        'Planea un premio para después',
      ],
      ambiance: [
        'Enérgico y de buen humor, con ese cansancio satisfactorio que llega después.',
        'Muchas risas y ninguna presión por hacerlo bien.',
      ],
      booking: [
        'Reserva equipo o turno con tiempo si hace falta, y pregunta por opciones para principiantes.',
      ],
      tips: [
        'Lleva ropa cómoda para moverte y agua.',
        'Consulta el tiempo y cualquier requisito físico antes de ir.',
        'Lleva una muda si hay otra parada después.',
      ],
    },
    water: {
      titles: ['Sobre el agua', 'A la deriva', 'La vista desde el agua', 'Todos a bordo'],
      descriptions: [
        'Descubre {city} desde otro ángulo: {thing} trae brisa, vistas y una excusa para sentarse bien cerca.',
        'Sal al agua con {thing}. Ver pasar la orilla es de lo más relajante que se puede hacer en compañía.',
        '{place} es el camino lento por {area}: aire libre, agua alrededor y tiempo para simplemente mirar.',
        'Sube a bordo para {thing} y deja que otro lleve el timón. Busca un sitio junto a la barandilla y mira cómo cambia el paisaje.',
      ],
      activities: [
        'Siéntate del lado con mejores vistas',
        'Señala lugares conocidos y pon a prueba a tu acompañante',
        'Saca una foto con el agua de fondo',
        'Pregunta a la tripulación qué no hay que perderse',
        'Lleva algo para picar durante el trayecto',
      ],
      ambiance: [
        'Con brisa y un suave vaivén, y la luz bailando sobre el agua.',
        'Tranquilo y con vistas; la orilla parece lejana en cuanto estás en el agua.',
      ],
      booking: ['Reserva con tiempo en temporada alta y confirma el punto y la hora de salida.'],
      tips: [
        'Lleva algo de abrigo: sobre el agua suele hacer más fresco.',
        'Llega temprano para conseguir sitio junto a la ventana o la barandilla.',
        'Si te mareas con facilidad, siéntate hacia el centro de la embarcación.',
      ],
    },
    play: {
      titles: ['Que empiece el juego', 'Rivalidad amistosa', 'Un poco de competencia', 'Por el honor'],
      descriptions: [
        'Que un poco de competencia se encargue del coqueteo. {place} en {area} es sinónimo de {thing}, apuestas tontas y muchas risas.',
        'Jugar es la forma más rápida de ganar confianza. Ve a {place} para {thing} y pacta un castigo divertido para quien pierda.',
        'Desconecta y juega {at_place}. Los juegos sacan a la luz cómo es cada uno: quien pierde con elegancia, quien gana sin ella y quien resulta ser un experto secreto.',
        '{place} en {city} para {thing}: una forma fácil y alegre de pasar una hora y descubrir lo competitivos que son los dos.',
      ],
      activities: [
        'Pacta un castigo divertido para quien pierda',
        'Juega una ronda en equipo',
        'Apunta los puntos en una servilleta',
        'Sácate una foto absurda',
        'Exige la revancha',
        'Deja que quien gane elija el próximo capricho',
      ],
      ambiance: [
        'Ruidoso, luminoso y juguetón, lleno de gritos de alegría y quejas.',
        'Informal y desenfadado; nadie se lo toma demasiado en serio, salvo quizá tú.',
      ],
      booking: ['Reserva turno o pista con tiempo, sobre todo los fines de semana por la noche.'],
      tips: [
        'Decide la apuesta antes de empezar para que nadie discuta luego.',
        'Ve entre semana si quieres el sitio más tranquilo.',
        'Al reservar, revisa las reglas y si hay un mínimo de personas.',
      ],
    },
    class: {
      titles: ['Manos a la obra', 'Aprender algo nuevo', 'Algo para llevar a casa', 'Hecho a mano'],
      descriptions: [
        'Aprende algo nuevo codo con codo {at_place}. Es más divertido en compañía, sobre todo cuando uno de los dos resulta ser mejor.',
        'Las manos ocupadas con {thing}: alguien que enseña bien, un poco de desorden y, al final, algo hecho entre los dos.',
        '{place} en {area} es una cita con la conversación incluida. Sigue las instrucciones, o no, y ríete del resultado.',
        'Construir algo a cuatro manos une enseguida. Con {thing} en {city} descubrirás quién sigue mejor las instrucciones.',
      ],
      activities: [
        'Escucha con atención y luego improvisa',
        'Intercambia tareas a mitad',
        'Saca una foto del resultado',
        'Pide a quien enseña su mejor truco',
        'Haz algo para tu acompañante',
        'Compara resultados con el resto de la clase',
      ],
      ambiance: [
        'Relajado y práctico, con alguien que enseña con paciencia y una sala llena de principiantes.',
        'Con mucho movimiento y buen humor, bastantes errores y todavía más risas.',
      ],
      booking: ['Reserva tu lugar en la clase con tiempo; los grupos son pequeños y se llenan.'],
      tips: [
        'Ponte ropa que no te importe manchar.',
        'Llega unos minutos antes para instalarte.',
        'Pregunta si los materiales están incluidos en el precio.',
      ],
    },
    wellness: {
      titles: ['Tiempo para desconectar', 'Calor y calma', 'Un respiro', 'Relajación total'],
      descriptions: [
        'Frena el ritmo {at_place}. Calor, silencio y ningún sitio al que ir: el respiro perfecto en mitad de un día ajetreado.',
        '{place} en {area} es la parada más relajante del plan. Deja el teléfono guardado y que todo lo demás se disuelva.',
        'Regálate {thing} en compañía. Pocas cosas sientan tan bien, o hacen que el resto de la cita fluya con tanta facilidad.',
        'Relájate {at_place} en {city}: agua caliente o manos expertas, y el raro lujo de compartir el silencio con alguien.',
      ],
      activities: [
        'Bebe agua entre sesiones',
        'Deja el teléfono guardado',
        'Prueba cada sala o piscina por turnos',
        'Reserva tratamientos a la vez, uno al lado del otro',
        'Quédate un rato en la zona de relajación al terminar',
        'Sigue las costumbres de la casa',
      ],
      ambiance: [
        'Silencioso, cálido y sereno, con todo el mundo hablando en voz baja.',
        'Luz suave, calor y esa calma que hace que el tiempo vaya más despacio.',
      ],
      booking: [
        'Reserva con tiempo, sobre todo los tratamientos, y pregunta qué hay que llevar y qué te dan allí.',
      ],
      tips: [
        'Pregunta si el traje de baño es obligatorio, opcional o no se usa.',
        'Bebe mucha agua antes y después.',
        'Confirma antes si las sesiones son mixtas o separadas.',
      ],
    },
    shopping: {
      titles: ['Curioseando', 'A la caza de tesoros', 'Entre puestos y escaparates', 'Un pequeño hallazgo'],
      descriptions: [
        'Curiosea {at_place} en {area} sin lista de compras. La gracia está en los hallazgos, el regateo y lo que casi te llevas.',
        '{place} es una búsqueda del tesoro para dos: un pequeño presupuesto para cada uno, a ver quién vuelve con el mejor hallazgo.',
        'Recorre {place} y deja que mande la curiosidad. Prueba lo que ofrezcan, charla con quienes venden y llévate algo para recordar el día.',
        'Piérdete una hora {at_place} en {city}. Se aprende más de alguien por lo que se para a mirar que por cualquier cuestionario.',
      ],
      activities: [
        'Fija un pequeño presupuesto y compra un regalo para tu acompañante',
        'Prueba antes de comprar',
        'Charla con quienes venden',
        'Busca lo más raro a la venta',
        'Elige algo para recordar el día',
      ],
      ambiance: [
        'Animado y colorido, lleno de voces, aromas y cosas que tocar.',
        'Bullicioso pero sin prisas, con el ir y venir agradable de gente curioseando.',
      ],
      booking: ['No hace falta reservar; consulta los días y horarios de apertura.'],
      tips: [
        'Lleva algo de efectivo y una bolsa de tela.',
        'Ve temprano para tener más donde elegir, o tarde para las mejores ofertas.',
        'Pacta un presupuesto antes para que la diversión siga siéndolo.',
      ],
    },
    stars: {
      titles: ['Bajo las estrellas', 'Mirando al cielo', 'Entre planetas', 'El cielo de cerca'],
      descriptions: [
        'Un lugar que pone las cosas en perspectiva: {place} convierte el cielo en la atracción principal.',
        'Mirar el cielo en compañía {at_place}: encontrar la misma estrella es más difícil de lo que parece, y mucho más romántico.',
        '{place} cerca de {city} recuerda lo grande que es el cielo y la suerte que es compartirlo.',
        'Cambia las luces de la ciudad por la luz de las estrellas {at_place}: constelaciones, planetas y mucho asombro en silencio.',
      ],
      activities: [
        'Encuentra una constelación con tu acompañante',
        'Pide un deseo a la primera estrella que veas',
        'Pregunta al guía qué vale la pena buscar en el cielo',
        'Busca los planetas',
        'Recuéstate y disfruta',
      ],
      ambiance: [
        'Oscuro, silencioso e inmenso; la conversación se vuelve susurro.',
        'Silencio y asombro, con el cielo como único protagonista.',
      ],
      booking: [
        'Reserva con tiempo las sesiones o las observaciones con telescopio, y mira el pronóstico del cielo.',
      ],
      tips: [
        'Si la observación es a cielo abierto, consulta el pronóstico de nubes ese mismo día.',
        'Lleva algo de abrigo; por la noche refresca rápido.',
        'Baja el brillo del teléfono para que la vista siga acostumbrada a la oscuridad.',
      ],
    },
    attraction: {
      titles: [
        'Un poco de espectáculo',
        'Algo para recordar',
        'La parte divertida',
        'Con los ojos como platos',
      ],
      descriptions: [
        'Una hora de turismo sin complejos: {place} en {city} es diversión pura, y las fotos valdrán la pena.',
        'Dale a la cita un toque de espectáculo {at_place}. Es fácil olvidarse de jugar, y esto lo recuerda.',
        '{place} despierta al niño que todos llevamos dentro. Déjate llevar por {thing} y disfruta de asombrarte en compañía.',
        'Suma algo de magia con {thing} {at_place} en {area}: un momento de asombro compartido es difícil de superar.',
      ],
      activities: [
        'Sácate una foto con tu acompañante en el mejor punto',
        'Elige tu momento favorito',
        'Empieza por los rincones más tranquilos',
        'Compra un recuerdo absurdo',
        'Encuentra la mejor vista y quédate un rato',
      ],
      ambiance: [
        'Alegre y animado, con mucho que señalar.',
        'Un poco emocionante, un poco tonto y muy divertido en compañía.',
      ],
      booking: ['Compra las entradas en línea con tiempo siempre que puedas, para evitar filas.'],
      tips: [
        'Llega temprano para evitar las filas más largas.',
        'Mira el tiempo: algunas atracciones se detienen con viento o lluvia.',
        'Lleva el teléfono cargado para las fotos.',
      ],
    },
  },
  named: {
    titles: ['{name}', 'Visita a {name}', 'Un rato en {name}'],
    descriptions: [
      '{name} estaba en tu lista, así que está en el plan. Dale el tiempo que merece y disfruta la visita con otros ojos.',
      'Pediste {name}, en {area}, y aquí está. Ve sin más expectativa que disfrutar en compañía.',
      'Una parada en {name}, en {city}. Lo elegiste tú, así que esta parte de la cita la llevas tú.',
    ],
    activities: [
      'Tómate tu tiempo',
      'Pregunta al personal qué recomiendan',
      'Busca tu rincón favorito',
      'Sácate una foto con tu acompañante',
      'Cuenta por qué entró en la lista',
    ],
    ambiance: [
      'Es el lugar que elegiste, así que el ambiente lo pones tú.',
      'Conocido o nuevo del todo, se siente distinto con la compañía adecuada.',
    ],
    booking: ['Consulta el horario y si hace falta reservar.'],
    tips: [
      'Mira el horario actualizado en la web oficial antes de ir.',
      'Date un poco de margen: un sitio que esperabas con ganas lo merece.',
    ],
  },
  landmark: {
    titles: [
      'Nuestra elección: {name}',
      'Próxima parada: {name}',
      '{name} sin prisas',
      '{name} en buena compañía',
      'Vale la pena: {name}',
    ],
    descriptions: [
      'Para {thing} en {area}, la elección es {name}. Tómate tu tiempo y busca algún detalle que a tu acompañante se le haya escapado.',
      'Próxima parada: {name}. Olvida la lista de imprescindibles, déjate llevar por lo que te llame la atención y comenta las impresiones a la salida.',
      'Nuestra elección en {city} para esta parte de la cita: {name}. Es de esas paradas que dan conversación para mucho rato después.',
      'Durante un rato, todo gira en torno a un solo lugar: {name}. Dale toda tu atención: teléfono guardado, ojos bien abiertos y ninguna prisa.',
      'Hay lugares que se disfrutan más en compañía, como este: {name}. Deja que marque el ritmo y, al salir, cuenta qué se te quedó grabado.',
      'Una parada que vale la pena: {name}, en {area}. Llega con curiosidad, sin prisa, y deja que el lugar hable por sí solo.',
    ],
    activities: [
      'Sácate una foto con tu cita antes de irte',
      'Elige un detalle para recordar',
      'Pregunta a tu acompañante qué le sorprendió más',
      'Busca tu rincón preferido y quédate un rato',
      'Baja el ritmo y míralo todo con calma',
      'Lee algo sobre el lugar antes de llegar',
      'Guarda el teléfono un buen rato',
      'Comparte tus primeras impresiones a la salida',
    ],
    ambiance: [
      'Un lugar con carácter propio, donde siempre queda un detalle más por descubrir.',
      'Animado o tranquilo según la hora, pero siempre con algo que mirar.',
    ],
    booking: [
      'Consulta el horario y las entradas en la web oficial antes de ir.',
      'Algunos lugares piden entrada con hora y otros son de acceso libre: la web oficial te lo aclara.',
    ],
    tips: [
      'Llega con unos minutos de margen para entrar sin prisas.',
      'Mira en la web oficial si hay cierres o eventos ese día.',
      'Lleva solo lo necesario: en algunos lugares revisan las mochilas en la entrada.',
      'Ponte calzado cómodo: suele haber más que ver de lo que parece.',
    ],
  },
  sunset: {
    titles: ['La hora dorada', 'A la caza del atardecer', 'Atardecer en compañía', 'Cuando se pone el sol'],
    descriptions: [
      'El sol se pone a las {time}, así que conviene estar {at_place} en {area} un poco antes. Busca un buen sitio, guarda silencio y mira cómo cambia de color el cielo.',
      'Este momento es para las {time}, cuando el sol se pone sobre {city}. {place} es un asiento de primera fila.',
      'Hora dorada {at_place}: llega antes de que se ponga el sol, a las {time}, y mira cómo la luz lo vuelve todo cálido.',
      'Procura estar {at_place} en {area} a las {time}. Ver ponerse el sol en compañía nunca cansa.',
    ],
  },
  meals: { breakfast: 'desayuno', brunch: 'brunch', lunch: 'almuerzo', dinner: 'cena' },
  centre: 'Centro',
  titles: {
    two: ['{a} y luego {b}', '{a}, después {b}', 'De {a} a {b}', 'Primero {a}, luego {b}'],
    one: ['{a} sin prisas', '{a} como debe ser', 'Simplemente {a}', 'Todo gira en torno a {a}'],
    withCity: [
      '{a} en {city}',
      '{city}, en clave de {a}',
      '{a}, al estilo de {city}',
      'Una cita en {city} con {a}',
    ],
  },
  moodDayPart: {
    romantic: {
      morning: 'una mañana romántica',
      afternoon: 'una tarde romántica',
      evening: 'una velada romántica',
      night: 'una noche romántica',
      all_day: 'un día romántico',
    },
    adventurous: {
      morning: 'una mañana de aventura',
      afternoon: 'una tarde de aventura',
      evening: 'una velada aventurera',
      night: 'una noche de aventura',
      all_day: 'un día de aventura',
    },
    relaxed: {
      morning: 'una mañana tranquila',
      afternoon: 'una tarde tranquila',
      evening: 'una velada tranquila',
      night: 'una noche tranquila',
      all_day: 'un día tranquilo',
    },
    playful: {
      morning: 'una mañana divertida',
      afternoon: 'una tarde divertida',
      evening: 'una velada divertida',
      night: 'una noche divertida',
      all_day: 'un día divertido',
    },
    cultural: {
      morning: 'una mañana cultural',
      afternoon: 'una tarde cultural',
      evening: 'una velada cultural',
      night: 'una noche cultural',
      all_day: 'un día cultural',
    },
    cozy: {
      morning: 'una mañana acogedora',
      afternoon: 'una tarde acogedora',
      evening: 'una velada acogedora',
      night: 'una noche acogedora',
      all_day: 'un día acogedor',
    },
    plain: {
      morning: 'una mañana compartida',
      afternoon: 'una tarde compartida',
      evening: 'una velada compartida',
      night: 'una noche compartida',
      all_day: 'un día compartido',
    },
  },
  themes: [
    '{moment}{city_part}: {stops}.',
    '{moment}{city_part}, con {stops}.',
    'Todo listo para {moment}{city_part}: {stops}.',
    'Un plan para {moment}{city_part}, con {stops}.',
    '{moment}{city_part} que pasa por {stops}.',
  ],
  occasions: {
    anniversary: {
      title: ['Aniversario', 'Feliz aniversario'],
      theme: [
        'Una cita para celebrar un año más de historia compartida.',
        'Pensada para celebrar todo lo vivido y lo que queda por vivir.',
      ],
      tips: [
        'Menciona el aniversario al reservar; a muchos sitios les gusta tener un detalle.',
        'Lleva una nota escrita a mano: durará más que cualquier regalo.',
        'Recupera en algún momento un detalle de la primera cita.',
      ],
    },
    birthday: {
      title: ['Cumpleaños', 'Feliz cumpleaños', 'Día de cumpleaños'],
      theme: [
        'Una cita de cumpleaños con la persona homenajeada en el centro de cada parada.',
        'Pensada para que un cumpleaños se sienta especial de principio a fin.',
      ],
      tips: [
        'Al reservar, cuenta que es un cumpleaños.',
        'Deja que quien cumple años tenga la última palabra en cada parada.',
        'Guarda un pequeño regalo para el momento más tranquilo de la cita.',
      ],
    },
    first_date: {
      title: ['Primera cita', 'Una primera cita'],
      theme: [
        'Una primera cita con paradas fáciles, sin presión y con mucho de qué hablar.',
        'Lo bastante relajada para una primera cita, lo bastante interesante para querer una segunda.',
      ],
      tips: [
        'Mejor verse directamente en la primera parada que ir desde casa en compañía.',
        'Que la primera parada sea corta: siempre se puede alargar si va bien.',
        'Cuéntale a alguien de confianza dónde vas a estar.',
        'Haz preguntas y escucha de verdad las respuestas.',
      ],
    },
    proposal: {
      title: ['Propuesta de matrimonio', 'La pedida'],
      theme: [
        'Un plan con el momento perfecto para la gran pregunta ya pensado.',
        'Cada parada conduce a una sola pregunta.',
      ],
      tips: [
        'Visita el lugar antes y elige el punto exacto donde vas a preguntar.',
        'Lleva el anillo en un bolsillo que no vayas a tocar sin querer.',
        'Si quieres fotos, pide a alguien de confianza que esté cerca, con discreción.',
        'Si quieres ayuda del personal con el momento, avísales con tiempo.',
      ],
    },
    valentines: {
      title: ['San Valentín', 'Cita de San Valentín', 'Por San Valentín'],
      theme: ['Un San Valentín con más corazón que tópicos.', 'San Valentín, a tu manera.'],
      tips: [
        'Reserva todo con tiempo: en San Valentín las mesas vuelan.',
        'Sáltate el menú especial si prefieres pedir lo que de verdad te gusta.',
        'Una tarjeta escrita a mano vale más que cualquier cosa comprada.',
      ],
    },
    making_up: {
      title: ['Reconciliación', 'Hacer las paces'],
      theme: [
        'Un plan sencillo y tranquilo, con espacio para hablar y tiempo para reencontrarse.',
        'Paradas sin complicaciones que ponen fácil volver a tratarse con cariño.',
      ],
      tips: [
        'Si debes una disculpa, empieza por ahí y luego deja que la cita fluya.',
        'Escucha más de lo que te explicas.',
        'Teléfonos guardados y un plan ligero.',
      ],
    },
    double_date: {
      title: ['Cita doble', 'Una cita doble'],
      theme: [
        'Una cita doble con paradas pensadas para cuatro, donde nadie se queda fuera de la conversación.',
        'Hecha para dos parejas: fácil de compartir y de disfrutar en grupo.',
      ],
      tips: [
        'Reserva para cuatro y comparte el plan con todos de antemano.',
        'Mejor acordar antes de que llegue la cuenta cómo se va a dividir.',
        'Mezclar las parejas en la mesa hace que la conversación fluya.',
      ],
    },
  },
  generalTips: [
    'Confirma los horarios el mismo día: cambian más de lo que parece.',
    'Carga el teléfono antes de salir.',
    'Elige calzado con el que se pueda caminar un buen rato.',
    'Lleva algo de efectivo para los sitios pequeños.',
    'Deja margen entre paradas: los mejores momentos rara vez van según el horario.',
    'Guarda el teléfono y disfruta de donde estás.',
    'Ten una alternativa en mente por si algún sitio está lleno.',
  ],
  constraintTips: {
    no_alcohol: 'Nada en este plan depende de beber: cada parada funciona igual de bien sin alcohol.',
    vegetarian:
      'Las paradas para comer se inclinan por sitios con opciones vegetarianas de verdad; coméntalo igualmente al reservar.',
    vegan:
      'Las paradas para comer favorecen sitios donde es fácil encontrar platos veganos; confírmalo al reservar.',
    halal:
      'Las paradas para comer favorecen sitios donde lo halal es habitual; pregunta por la certificación al reservar.',
    kosher: 'La oferta kosher varía mucho, así que confirma la certificación con cada sitio antes de ir.',
    gluten_free:
      'Las paradas para comer se inclinan por cocinas acostumbradas a pedidos sin gluten; avísalo al reservar.',
    step_free:
      'Las paradas se eligieron pensando en el acceso sin escalones; llama antes para confirmar entradas y baños.',
    indoor: 'Todo ocurre bajo techo, así que el tiempo puede hacer lo que quiera.',
    quiet: 'El plan prioriza sitios tranquilos donde se puede conversar sin alzar la voz.',
    no_crowds: 'Evitamos los sitios más concurridos; ir temprano o entre semana también ayuda.',
    pet_friendly:
      'Las paradas se inclinan por sitios que admiten perros; confírmalo antes de entrar con el tuyo.',
  },
  dietNotes: {
    vegetarian:
      'Busca una sección vegetariana de verdad en la carta y pregunta si se puede adaptar algún otro plato.',
    vegan:
      'Pregunta al reservar qué platos son totalmente veganos; con aviso, muchas cocinas pueden adaptarse.',
    halal: 'Pregunta al reservar si la carne es halal y certificada.',
    kosher: 'Confirma con el restaurante su certificación kosher antes de ir.',
    gluten_free:
      'Menciona el gluten al reservar para que la cocina te oriente y evite la contaminación cruzada.',
  },
  stepFreeNote: 'Llama antes para confirmar el acceso sin escalones y que haya un baño accesible.',
  townTip:
    'No tenemos detalle de barrios para {city}, así que pregunta a alguien del lugar por su calle favorita para empezar.',
  budgetTip:
    'El plan está pensado para no pasar de {budget}; los precios son aproximados, así que echa un vistazo a la carta antes de pedir.',
  alternativeWeather: [
    'Si el tiempo se complica, cambia lo que es al aire libre ({outdoor}) por {indoor}.',
    'Plan para la lluvia: sáltate lo de fuera ({outdoor}) y ve a {indoor}.',
    '¿Mal tiempo? Cambia lo de fuera ({outdoor}) por {indoor} y deja el resto tal cual.',
  ],
  alternativeQuiet: [
    'Si prefieres algo sencillo, quédate con la primera parada ({first}) y guarda el resto para otro día.',
    '¿Poca energía? Empieza por la primera parada ({first}) y deja que el ánimo decida.',
  ],
  indoorIdeas: [
    'un museo que aún no conozcas',
    'un mercado cubierto',
    'un café acogedor con juegos de mesa',
    'un cine',
    'una librería con cafetería',
  ],
  cannot: {
    replaced: 'No pudimos incluir {thing}: {reason}, así que en su lugar pusimos {instead}.',
    dropped: 'No pudimos incluir {thing}: {reason}.',
    reasons: {
      closedInWindow: 'no hay nada así abierto entre las {start} y las {end}',
      overBudget: 'se saldría de tu presupuesto de {budget}',
      noRoom: 'no cabía entre las {start} y las {end}',
      indoor: 'es al aire libre y pediste quedarte bajo techo',
      stepFree: 'no tiene acceso sin escalones',
      conflicts: 'choca con algo que pediste evitar',
    },
    budgetTooLow:
      'Incluso la versión más sencilla de esta cita cuesta alrededor de {total}, más que tu presupuesto de {budget}, así que la dejamos lo más ajustada posible.',
    sunsetOutside:
      'En {city} el sol se pone a las {time}, fuera de tu horario, así que el plan no cuenta con el atardecer.',
    shortWindow: 'De {start} a {end} hay poco tiempo para una cita, así que incluimos lo que cupo.',
    unknownPlace: 'No reconocimos “{text}” como un lugar, así que el plan no lo incluye.',
  },
  travel: {
    start: 'Punto de partida',
    walk: '{n} min a pie',
    transit: '{n} min en transporte público',
    taxi: '{n} min en taxi',
  },
  about: 'Alrededor de {duration}',
  formatDuration,
  list,
  cost: {
    free: 'Gratis',
    perPerson: '{range} por persona',
    total: '{range} en total',
  },
  captions: {
    understood: 'Entendido: {items}',
    understoodNothing: 'Sin detalles concretos: preparamos una cita clásica',
    checkingWindow: 'Revisando qué abre entre las {start} y las {end}',
    sunset: 'En {city}, el sol se pone a las {time}',
    localPrices: 'Usando precios locales de {city} ({currency})',
    sketching: 'Esbozando las paradas: {n} en total',
    choosing: 'Eligiendo lugar: {name}',
    timings: 'Calculando tiempos: alrededor de {duration}',
    costs: 'Calculando el gasto: {total}',
    checked: 'Lo que pediste, revisado: {n} en total',
    adjusted: 'Cosas que tuvimos que ajustar: {n}',
    writing: 'Redactando tu plan',
    items: {
      budget: 'presupuesto de {budget}',
      window: 'de {start} a {end}',
      length: 'alrededor de {duration}',
      avoiding: 'sin {things}',
      day: 'fecha: {date}',
    },
    occasion: {
      anniversary: 'aniversario',
      birthday: 'cumpleaños',
      first_date: 'primera cita',
      proposal: 'propuesta de matrimonio',
      valentines: 'San Valentín',
      making_up: 'reconciliación',
      double_date: 'cita doble',
    },
    constraint: {
      no_alcohol: 'sin alcohol',
      vegetarian: 'vegetariano',
      vegan: 'vegano',
      halal: 'halal',
      kosher: 'kosher',
      gluten_free: 'sin gluten',
      step_free: 'sin escalones',
      indoor: 'bajo techo',
      quiet: 'tranquilo',
      no_crowds: 'sin multitudes',
      pet_friendly: 'con mascotas',
    },
  },
};
