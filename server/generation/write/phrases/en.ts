import type { Phrases } from './phrases';

// Step titles end up lower-cased inside lists ("{stops}", "{outdoor}"), so none of them contains a comma.
// {thing} can be a bare noun ("ramen") or carry its own article ("a museum visit"): no template puts an
// article or an adjective in front of it, and no verb has to agree with it.

const formatDuration = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
};

const list = (items: string[]): string => {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

export const PHRASES_EN: Phrases = {
  language: 'en',
  clock: '12h',
  families: {
    coffee: {
      titles: [
        'Time out for {thing}',
        'Slowing down over {thing}',
        '{thing} at an easy pace',
        'A pause for {thing}',
        '{thing} and easy talk',
      ],
      descriptions: [
        'Find a table {at_place} in {area} and let {thing} set an unhurried pace. It’s the kind of stop where conversation wanders and nobody checks the time.',
        '{place} is a gentle way into anything: order {thing}, claim a corner and catch up properly before the next stop.',
        'Settle in {at_place} with {thing} and a window seat if you can get one. Watching the street go by is half the pleasure.',
        'A short stop {at_place} in {area}: {thing}, something small to share and a few quiet minutes that belong only to you.',
        'Nobody rushes {thing}. Take it {at_place} in {city} and stay for as long as the cups last.',
        'Start warm {at_place} in {area}. Over {thing}, the small talk tends to turn into real talk.',
      ],
      activities: [
        'Ask what they are proudest of today',
        'Try {thing} the way the house recommends',
        'Order one thing neither of you has tried',
        'Take the seat with the best view of the street',
        'Trade the best and worst moments of your week',
        'Sketch the rest of the plan on a napkin',
        'Put the phones face down until the cups are empty',
      ],
      ambiance: [
        'Soft chatter, the clink of cups and tables small enough to lean in across.',
        'Unfussy and warm: the sort of place where a second round of cups seems like a good idea.',
        'Calm and bright, with the easy rhythm of regulars coming and going.',
      ],
      booking: [
        'Walk-ins are usually fine, though weekend brunch and afternoon tea are worth reserving.',
        'No need to book for a quick stop; for a sit-down brunch or afternoon tea, reserve a day or two ahead.',
      ],
      tips: [
        'Go a little off-peak to get a table without waiting.',
        'Small places sometimes take cash only, so ask before you order.',
        'If there’s a counter of baked goods, look early: the best things go first.',
      ],
    },
    sweet: {
      titles: [
        'Something sweet',
        'A detour for {thing}',
        'Saving room for {thing}',
        'The sweet part',
        'A little treat',
      ],
      descriptions: [
        'Every good date needs a sweet interlude. Stop {at_place} in {area} for {thing} and argue, happily, about whose choice was better.',
        '{place} is a small reward for all that walking. Get {thing}, share everything and feel no guilt whatsoever.',
        'A quick, happy stop: {thing} {at_place}, eaten slowly or messily, whichever suits you.',
        'Make room for {thing}. {place} in {area} is the kind of stop people remember long after the bigger plans fade.',
        'Sweet things taste better shared. Head to {place} in {city}, pick for each other and trade halfway.',
      ],
      activities: [
        'Order two different things and swap halfway',
        'Ask what’s freshest today',
        'Choose for each other without conferring',
        'Pick the one you’d never order alone',
        'Eat it outside if the weather allows',
        'Save the last bite for whoever wins the argument',
      ],
      ambiance: [
        'Bright, cheerful and a little noisy: the sound of people treating themselves.',
        'Casual and sunny in mood; nobody here is having a bad day.',
        'Sugar in the air and a line of happy faces at the counter.',
      ],
      booking: ['No booking needed; a line outside is usually a good sign.'],
      tips: [
        'Grab extra napkins: sweet things have a way of escaping.',
        'If portions look big, get one to share and try two spoons.',
        'Walk it off afterward with a slow stroll.',
      ],
    },
    meal: {
      titles: [
        'An unhurried {meal}',
        'A long {meal}',
        '{thing} done right',
        '{thing} and good company',
        'The main course',
        'Around a good table',
      ],
      descriptions: [
        'Sit down {at_place} in {area} and make {meal} the centerpiece. Order more than you need, share everything and take your time.',
        '{place} in {area} is where the plan slows down: a proper seat, {thing} and the best conversation of the day.',
        'Time to eat well. Head to {place} in {area} for {thing}, and ask what the kitchen is proudest of right now.',
        '{meal} {at_place}, with {thing} at the heart of it and a seat where you can actually hear each other.',
        'Slow down {at_place} in {city} for {thing} and let the food do some of the talking. The best meals on a date are the ones you keep discussing on the way home.',
        'Good food makes good conversation. Settle in {at_place} in {area} for {thing}, and leave room for one more plate you didn’t plan on.',
        'Sharing a table is the oldest date there is. Make it {place} in {area}, with {thing} and no reason to hurry.',
      ],
      activities: [
        'Order a few dishes to share',
        'Ask the staff what they’d order',
        'Ask what goes best with {thing}',
        'Choose a dish for each other',
        'Take the special if there is one',
        'Sit where you can watch the kitchen, if you can',
        'Keep the phones in your pockets until the plates are cleared',
        'Save room for something sweet',
      ],
      ambiance: [
        'The low hum of a full room, good smells from the kitchen and a table made for leaning in.',
        'Warm light, plates clattering somewhere in the back and the easy noise of people enjoying themselves.',
        'Lively enough to feel like an occasion, quiet enough to hear each other.',
        'Relaxed and generous: the kind of room where nobody hurries you out.',
      ],
      booking: [
        'Book a table, especially for a weekend evening or a group.',
        'Reserve ahead, and mention any occasion or dietary needs when you do.',
      ],
      tips: [
        'Ask for a table away from the kitchen doors if you want to talk.',
        'If the menu is long, ask which two dishes the kitchen is known for.',
        'Eat lightly earlier so you arrive properly hungry.',
        'Check whether they take cards before you sit down.',
      ],
    },
    street_food: {
      titles: ['Grazing as you go', 'A bit of everything', 'Following your nose', '{thing} on the move'],
      descriptions: [
        'Skip the tablecloth and graze: {place} in {area} means a little of this and a little of that, eaten standing up or squeezed onto a bench.',
        'Go hungry and divide and conquer. {place} in {area} is made for sharing, so each of you picks something and you meet back in the middle.',
        'There are few better ways to taste {city} than {thing}: quick, inexpensive and full of surprises. Follow the longest line and the best smells.',
        'Loud, busy and delicious. Stop {at_place} and build a meal out of small bites, swapping halves as you go.',
      ],
      activities: [
        'Each choose one dish, then swap halfway',
        'Follow the longest line of locals',
        'Try something you can’t name',
        'Ask a vendor for their favorite',
        'Find a spot to sit and people-watch',
        'Finish with something sweet from a different stall',
      ],
      ambiance: [
        'Noisy, steamy in places and full of people who came for the same reason you did.',
        'Casual and crowded, with something sizzling at every turn.',
        'Festive and a little chaotic, in the best way.',
      ],
      booking: ['No booking needed; a guided food tour, though, is worth reserving a few days ahead.'],
      tips: [
        'Bring some cash: not every stall takes cards.',
        'Go early to beat the crowds, or late for the atmosphere.',
        'Share everything, so you can try twice as much.',
        'Wet wipes in a pocket will make you very popular.',
      ],
    },
    drinks: {
      titles: [
        'Time for {thing}',
        '{thing} and good conversation',
        'Something to sip',
        'A drink in a good corner',
        'Lingering over {thing}',
      ],
      descriptions: [
        'Find a corner {at_place} in {area} and order {thing}. This is the part of the date for leaning in, slowing down and talking about everything.',
        '{place} in {area} is made for lingering. Ask for the house specialty and settle in for a long conversation.',
        'Keep things going {at_place}: {thing}, a good seat and nowhere else to be.',
        'Head to {place} for {thing}. Let whoever knows less about the menu choose, and see how it goes.',
        'Step into {place} in {city} for {thing} and a change of pace. Sit at the counter if there’s room: watching drinks being made is a show of its own.',
      ],
      activities: [
        'Ask the bartender to surprise you',
        'Order something you’ve never tried',
        'Order two different things and trade sips',
        'Ask about the house specialty',
        'Order something small to nibble',
        'Start planning your next date',
      ],
      ambiance: [
        'Low light, good music at the right volume and the murmur of people in no hurry to leave.',
        'Relaxed and sociable, with the clink of ice and a buzz of conversation.',
        'Intimate and a little glamorous, with corners made for two.',
      ],
      booking: ['Walk-ins are usually fine early on; reserve if you’re a group or going at a busy hour.'],
      tips: [
        'Sit at the counter: it’s the best seat for service and for the show.',
        'Order some food alongside; it makes for a longer, easier stay.',
        'Check when last orders are if you plan to stay late.',
        'Plan how you’ll get home before you arrive.',
      ],
    },
    tasting: {
      titles: ['Tasting notes', '{thing} up close', 'Taste and compare', 'A lesson in {thing}'],
      descriptions: [
        'Let someone who knows their subject guide you through {thing} {at_place}. You’ll taste side by side, compare notes and find out which of you has the sharper palate.',
        '{place} in {area} turns tasting into a game: small portions, big differences and plenty to talk about.',
        'Book a place {at_place} for {thing} and learn to taste properly: look, smell, take your time, and only then decide what you think.',
        'A guided tasting {at_place} in {city} is part lesson, part treat. Ask every question you have; curious guests get the best stories.',
      ],
      activities: [
        'Write down your favorite from each round',
        'Guess before they tell you',
        'Compare notes without looking at the card',
        'Ask how the professionals taste',
        'Ask what to pair your favorite with',
        'Take a little of your favorite home',
      ],
      ambiance: [
        'Calm and focused, with hosts who enjoy sharing what they know.',
        'Unhurried and convivial: a small group of curious people around a table.',
      ],
      booking: ['Book a tasting slot ahead; sessions are small and fill up.'],
      tips: [
        'Eat something beforehand so you can taste properly.',
        'Skip strong perfume: it gets in the way of tasting.',
        'Ask for water and something plain to reset between samples.',
      ],
    },
    music: {
      titles: [
        'Listening together',
        'Lost in {thing}',
        '{thing} and a good seat',
        'Music in the room',
        'Close to the stage',
      ],
      descriptions: [
        'Let {thing} carry the next part of the date. {place} in {area} puts you close enough to the music to feel it, and conversation comes easily afterward.',
        'There’s something about hearing music made right in front of you. Take your seats {at_place} and let {thing} do the work.',
        '{place} in {area}: a stage, a crowd that came to listen and {thing} played by people who love it.',
        'Trade talking for listening for a while {at_place} in {city}. Sharing {thing} in the same room is its own kind of conversation.',
      ],
      activities: [
        'Arrive early for good seats',
        'Pick a favorite piece each and say why',
        'Put the phones away and just listen',
        'Applaud generously',
        'Look up the performers before you go',
        'Talk it over on the walk afterward',
      ],
      ambiance: [
        'Dim light, a hushed room and the moment the first note lands.',
        'Warm and intimate, full of people who came to listen.',
      ],
      booking: ['Buy tickets ahead when you can, and check whether seats are assigned.'],
      tips: [
        'Check the start time so you don’t walk in mid-song.',
        'Save the talking for between pieces.',
        'Sit near the front if you can; it changes everything.',
      ],
    },
    dance: {
      titles: [
        'On the dance floor',
        'Letting loose',
        'Moving to the music',
        'Two left feet welcome',
        '{thing} for two',
      ],
      descriptions: [
        'Time to move. {place} in {area} is all about {thing}, and nobody’s judging your footwork.',
        'Nothing breaks the ice like dancing badly together. Head to {place} and give {thing} a proper go, laughing at every missed step.',
        'If there’s a beginners’ class before things get going, join it: {place} is friendlier than it looks.',
        'Let the music decide the rest of the night {at_place} in {area}. Dance, rest, watch the floor, dance again.',
      ],
      activities: [
        'Join the beginners’ class if there is one',
        'Watch the best dancers for a song, then copy them',
        'Take a break and watch the floor',
        'Laugh off the missed steps',
        'Stay for one more song than you planned',
      ],
      ambiance: [
        'Music loud enough to feel, a floor full of people and a room that warms up as the night goes on.',
        'Joyful and a little sweaty, in the best possible way.',
      ],
      booking: ['Check the schedule for beginner nights and classes; most social dances need no booking.'],
      tips: [
        'Wear shoes that turn easily and clothes you can move in.',
        'Bring a layer for afterward: warm inside, cold outside.',
        'Travel light, or check your bag at the door.',
      ],
    },
    stage: {
      titles: ['Curtain up', 'Showtime', 'Live on stage', 'Good seats for {thing}'],
      descriptions: [
        'Let someone else entertain you for a while. {place} in {area} puts {thing} right in front of you, and you’ll have plenty to talk about afterward.',
        'Lights down, phones off: {thing} {at_place} is the kind of shared experience that becomes a story you both tell.',
        'Take your seats {at_place} and enjoy {thing} done live, with all the energy of a room reacting together.',
        'Nothing beats a live show for a date: {place} in {city}, an audience and a performance that will never happen quite the same way again.',
      ],
      activities: [
        'Arrive early enough to find your seats calmly',
        'Read the program before the lights go down',
        'Pick your favorite performer',
        'Applaud like you mean it',
        'Talk it over on the way out',
      ],
      ambiance: [
        'The hush before it starts, then a room full of people laughing, gasping and clapping together.',
        'Buzzing and a little theatrical, with a sense of occasion from the moment you sit down.',
      ],
      booking: ['Book tickets ahead and check the running time so the rest of the plan fits around it.'],
      tips: [
        'Aim to arrive twenty minutes early; latecomers may have to wait for a break to be seated.',
        'If it’s comedy or improv, front-row seats may get you pulled into the act.',
        'Check whether there’s an intermission before planning your next stop.',
      ],
    },
    screen: {
      titles: ['At the movies', 'Movie time', 'Big screen and shared snacks', 'Picking a film'],
      descriptions: [
        'Sit back {at_place} in {area} and share a film on the big screen. Agreeing on what to watch is half the date.',
        'Snacks, a big screen and someone to lean on: {place} is the easiest kind of romance.',
        'Catch a film {at_place} and save the talking for afterward, when you both have opinions.',
        'There’s still nothing like watching a story unfold on a big screen together. {place} in {city} makes it an event.',
      ],
      activities: [
        'Choose the film together',
        'Share one big bag of popcorn',
        'Stay for the end credits',
        'Rate the film out of ten afterward',
        'Swap favorite scenes on the way out',
      ],
      ambiance: [
        'A big screen, a shared armrest and the quiet just before the opening scene.',
        'Darkness, a glowing screen and a crowd of strangers caught up in the same story.',
      ],
      booking: ['Book seats ahead for new releases and weekend screenings.'],
      tips: [
        'Check the running time so the next stop doesn’t feel rushed.',
        'For an outdoor screening, bring a layer: it cools down once it’s dark.',
        'Pick seats in the middle, a little back from the screen.',
      ],
    },
    culture: {
      titles: [
        'Looking closer',
        'A little culture',
        'Something to discover',
        'Wandering and wondering',
        '{thing} together',
        'Time for {thing}',
      ],
      descriptions: [
        'Wander {at_place} in {area} with no agenda. Take turns leading and see what catches your eye.',
        '{place} gives you something to talk about besides yourselves, which is the best thing a date can have. Take it slowly and compare notes.',
        'Spend an unhurried hour {at_place}. You’ll learn something, and you’ll learn what the other person stops to look at.',
        'Slow down {at_place} in {city}. Pick one thing each to show the other, and explain why it made the cut.',
        'Curiosity is attractive. {place} in {area} is a chance to share some: look, ask, wonder out loud.',
        'Make room for {thing}: there’s no better way to see somewhere new through someone else’s eyes.',
      ],
      activities: [
        'Each pick a favorite and explain why',
        'Read one label you’d normally skip',
        'Find the strangest thing in the place',
        'Ask the staff what most people miss',
        'Guess the story behind something before you read it',
        'Skip what bores you and linger where you like',
      ],
      ambiance: [
        'Quiet, unhurried and full of things worth a second look.',
        'Calm and thoughtful, the kind of place where whispering feels natural.',
        'Inspiring and unhurried, with something new around every corner.',
      ],
      booking: ['Check opening hours and whether timed entry needs booking ahead.'],
      tips: [
        'Go early or late in the day to avoid the busiest hours.',
        'Don’t try to see everything; choose a few things and enjoy them properly.',
        'Look for free entry days or late openings.',
      ],
    },
    walk: {
      titles: [
        'A stroll together',
        'Taking the long way',
        'Fresh air and good talk',
        'Wandering side by side',
        'Out in the open',
        'A slow walk',
      ],
      descriptions: [
        'Take the long way {at_place} in {area}. A walk is the easiest place to talk, and the best conversations often happen side by side.',
        '{place} in {area} is made for wandering without a plan. Slow down, point things out and let the route choose itself.',
        'Stretch your legs {at_place}: fresh air, open sky and time to talk without a table between you.',
        'Head to {place} and take it slowly. Stop whenever something is worth stopping for, which should be often.',
        'Some of the best moments of a date cost nothing. A walk {at_place} in {city} is one of them.',
        'Between the bigger stops, breathe: {place} in {area} gives you space, light and a view worth sharing.',
      ],
      activities: [
        'Take the path you haven’t tried',
        'Stop for a photo of the two of you',
        'Find a bench and sit for a while',
        'Point out where you’d live if you could',
        'Walk without checking the map for a while',
        'Look for the best view and claim it',
        'Hold hands; nobody’s in a hurry',
      ],
      ambiance: [
        'Open air, changing light and the pleasant rhythm of walking side by side.',
        'Peaceful and easy, with everyday noise fading into the background.',
        'Breezy and unhurried, with plenty of places to stop and look.',
      ],
      booking: ['Nothing to book: check the weather and go.'],
      tips: [
        'Wear comfortable shoes.',
        'Bring water and a layer; the weather can turn.',
        'Keep your phone charged if you’re walking somewhere new.',
      ],
    },
    picnic: {
      titles: ['A picnic in the open', 'An easy picnic', 'A blanket in the shade', 'Spreading out'],
      descriptions: [
        'Pack something good and find a spot {at_place} in {area}. A picnic is the simplest date there is, and one of the best.',
        'Bread, fruit, something sweet and a blanket: head to {place} and spread out for a while.',
        'Stock up at a deli or market on the way, then claim a patch of shade {at_place} and take it slow.',
        'Find a quiet corner {at_place} in {city}, unpack and let the hours stretch out.',
      ],
      activities: [
        'Each bring one surprise to the picnic',
        'Pick up fresh bread on the way',
        'Bring a deck of cards',
        'Lie back and watch the clouds',
        'Pack a flask of something hot or cold',
      ],
      ambiance: [
        'Sunlight through leaves, the murmur of other people outdoors and nothing on the schedule.',
        'Relaxed and simple, like a small vacation in the middle of the day.',
      ],
      booking: ['Nothing to book; just check the weather the day before.'],
      tips: [
        'Bring a blanket, napkins and a bag for your trash.',
        'Choose a spot with both sun and shade.',
        'Pack food that is easy to eat with your hands.',
      ],
    },
    active: {
      titles: ['Getting moving', 'A little adventure', 'Working up an appetite', '{thing} together'],
      descriptions: [
        'Get your heart going with {thing} {at_place}. Being a little out of your comfort zone together is a great way to bond.',
        'Swap sitting down for {thing} {at_place} in {area}: you’ll laugh, cheer each other on and earn whatever comes next.',
        '{place} is a chance to try {thing} side by side. Go at the pace of the slower one and celebrate every small win.',
        'A little adventure {at_place} in {city}: fresh energy, a shared challenge and something to brag about at the next stop.',
      ],
      activities: [
        'Warm up together',
        'Ask for a quick lesson if you’re new to it',
        'Set a small challenge and cheer each other on',
        'Take a photo mid-action',
        'Go at the pace of whoever’s slower',
        'Plan a reward for afterward',
      ],
      ambiance: [
        'Energetic and good-humored, with the satisfying tiredness that comes after.',
        'Plenty of laughing and no pressure to be good at it.',
      ],
      booking: ['Book equipment or a session ahead if it needs one, and ask about options for beginners.'],
      tips: [
        'Wear clothes you can move in and bring water.',
        'Check the weather and any fitness requirements beforehand.',
        'Bring a change of clothes if there’s another stop afterward.',
      ],
    },
    water: {
      titles: ['Out on the water', 'Drifting along', 'A view from the water', 'All aboard'],
      descriptions: [
        'See {city} from a different angle: {thing} gives you the breeze, the view and a reason to sit close.',
        'Take to the water for {thing}. Watching the shore slide by is one of the most relaxing things two people can do together.',
        '{place} is the slow road through {area}: open air, water all around and time simply to look.',
        'Climb aboard for {thing} and let someone else do the steering. Find a spot by the rail and watch the view change.',
      ],
      activities: [
        'Sit on the side with the best view',
        'Spot landmarks and quiz each other',
        'Take a photo with the water behind you',
        'Ask the crew what to look out for',
        'Bring a snack for the ride',
      ],
      ambiance: [
        'Breezy and gently rocking, with light dancing on the water.',
        'Calm and scenic; the shore feels far away once you’re on the water.',
      ],
      booking: ['Book ahead in busy seasons and check the departure point and time.'],
      tips: [
        'Bring a layer: it’s usually cooler on the water.',
        'Arrive early for a seat by the window or the rail.',
        'If you get seasick easily, sit near the middle of the boat.',
      ],
    },
    play: {
      titles: ['Game on', 'Friendly rivalry', 'A little competition', 'Playing for bragging rights'],
      descriptions: [
        'Let a little competition do the flirting. {place} in {area} means {thing}, silly stakes and plenty of laughing at each other.',
        'Play is the fastest way to get comfortable. Head to {place} for {thing} and agree on a forfeit for the loser.',
        'Switch off and play {at_place}. Games bring out everyone’s true colors: the gracious loser, the sore winner, the secret expert.',
        '{place} in {city} for {thing}: an easy, cheerful way to spend an hour and find out how competitive you both really are.',
      ],
      activities: [
        'Agree on a small forfeit for the loser',
        'Play one round as a team',
        'Keep score on a napkin',
        'Take a silly photo',
        'Demand a rematch',
        'Let the winner pick the next treat',
      ],
      ambiance: [
        'Loud, bright and playful, full of cheers and groans.',
        'Casual and lighthearted; nobody takes it too seriously, except maybe you.',
      ],
      booking: ['Book a slot or a lane ahead, especially on weekend evenings.'],
      tips: [
        'Settle the stakes before you start so nobody argues later.',
        'Go on a weekday if you want the place more to yourselves.',
        'Check the rules and any minimum group size when you book.',
      ],
    },
    class: {
      titles: [
        'Making something together',
        'Learning something new',
        'Hands-on {thing}',
        'Something to take home',
      ],
      descriptions: [
        'Learn something new side by side {at_place}. It’s more fun with a partner, especially when one of you turns out to be better at it.',
        'Get your hands busy with {thing}: a good teacher, a bit of mess and something you made together by the end of it.',
        '{place} in {area} is a date with built-in conversation. Follow the instructions, or don’t, and laugh at the results.',
        'Working on something together is a quick way to feel like a team. Sign up for {thing} in {city} and see who takes instructions better.',
      ],
      activities: [
        'Listen closely, then improvise',
        'Swap tasks halfway through',
        'Take a photo of what you made',
        'Ask the teacher for their best trick',
        'Make something for each other',
        'Compare results with the rest of the class',
      ],
      ambiance: [
        'Relaxed and hands-on, with a friendly teacher and a room full of beginners.',
        'Busy and good-humored, with plenty of mistakes and even more laughing.',
      ],
      booking: ['Book places in the class ahead; groups are small and fill up.'],
      tips: [
        'Wear clothes you don’t mind getting messy.',
        'Arrive a few minutes early to settle in.',
        'Ask whether materials are included in the price.',
      ],
    },
    wellness: {
      titles: ['Time to unwind', 'Warmth and quiet', 'A slow reset', 'Pure relaxation'],
      descriptions: [
        'Slow everything down {at_place}. Warmth, quiet and nowhere to be: the perfect reset in the middle of a busy day.',
        '{place} in {area} is the most relaxing stop on the plan. Leave the phones in the locker and let everything else melt away.',
        'Treat yourselves to {thing}. Few things feel as good, or make the rest of the date feel as easy.',
        'Unwind together {at_place} in {city}: warm water or skilled hands, and the rare luxury of being quiet with someone.',
      ],
      activities: [
        'Drink water between sessions',
        'Leave the phones in the locker',
        'Try each room or pool in turn',
        'Book treatments side by side',
        'Linger in the relaxation area afterward',
        'Follow the house customs',
      ],
      ambiance: [
        'Hushed, warm and calm, with everyone speaking softly.',
        'Soft light, warmth and the kind of quiet that makes time slow down.',
      ],
      booking: ['Book ahead, especially for treatments, and check what to bring and what’s provided.'],
      tips: [
        'Check whether swimwear is required, optional or not worn at all.',
        'Drink plenty of water before and after.',
        'Check ahead whether sessions are mixed or separate.',
      ],
    },
    shopping: {
      titles: ['Browsing together', 'Treasure hunting', 'Browsing and wandering', 'Finding something small'],
      descriptions: [
        'Browse {at_place} in {area} with no shopping list. The fun is in the finds, the bargaining and the things you almost bought.',
        '{place} is a treasure hunt for two: set a small budget each and see who comes back with the better find.',
        'Wander {at_place} and let curiosity lead. Taste what’s on offer, chat with the sellers and pick up something to remember the day by.',
        'Lose an hour {at_place} in {city}. You learn more about someone from what they stop to look at than from any questionnaire.',
      ],
      activities: [
        'Set a small budget and buy a gift for each other',
        'Taste before you buy',
        'Chat with the sellers',
        'Find the oddest thing on sale',
        'Pick something to remember the day by',
      ],
      ambiance: [
        'Busy and colorful, full of voices, smells and things to pick up.',
        'Lively but unhurried, with the pleasant bustle of people browsing.',
      ],
      booking: ['No booking needed; check the opening days and hours.'],
      tips: [
        'Bring some cash and a tote bag.',
        'Go early for the best choice, or late for the best deals.',
        'Agree on a budget beforehand so the fun stays fun.',
      ],
    },
    stars: {
      titles: ['Under the stars', 'Looking up', 'Among the planets', 'The sky up close'],
      descriptions: [
        'Go somewhere that makes you feel small in a good way. {place} turns the sky into the main attraction.',
        'Look up together {at_place}. Finding the same star is harder than it sounds, and much more romantic.',
        '{place} near {city} is a reminder of how big the sky is, and how lucky you are to share it.',
        'Trade city lights for starlight {at_place}: constellations, planets and a lot of quiet wonder.',
      ],
      activities: [
        'Find a constellation together',
        'Make a wish on the first star you spot',
        'Ask the guide what’s worth finding in the sky',
        'Look for the planets',
        'Lie back and take it all in',
      ],
      ambiance: [
        'Dark, quiet and vast; conversation turns to whispers.',
        'Hushed and awestruck, with the sky doing all the talking.',
      ],
      booking: ['Book ahead for shows or telescope sessions, and check the sky forecast.'],
      tips: [
        'For open-sky viewing, check the cloud forecast on the day.',
        'Bring a warm layer; nights get cold quickly.',
        'Keep phone screens dim so your eyes stay used to the dark.',
      ],
    },
    attraction: {
      titles: ['A bit of spectacle', 'Something to remember', 'The fun part', 'Wide-eyed together'],
      descriptions: [
        'Be tourists for an hour: {place} in {city} is pure fun, and the photos will be worth it.',
        'Give the date a little spectacle {at_place}. It’s easy to forget to play, and this is a good reminder.',
        '{place} brings out the kid in everyone. Go for {thing} and enjoy being a little wide-eyed together.',
        'Add some wonder with {thing} {at_place} in {area}: a shared “wow” is hard to beat.',
      ],
      activities: [
        'Take a photo together at the best spot',
        'Pick a favorite moment each',
        'Start with the quieter corners',
        'Buy a silly souvenir',
        'Find the best view and stay a while',
      ],
      ambiance: [
        'Cheerful and buzzing, with plenty to point at.',
        'A little thrilling, a little silly and great fun together.',
      ],
      booking: ['Buy tickets online in advance where you can, to skip the line.'],
      tips: [
        'Arrive early to beat the longest lines.',
        'Check the weather: some attractions pause in wind or rain.',
        'Bring a charged phone for photos.',
      ],
    },
  },
  named: {
    titles: ['{name}', 'A visit to {name}', 'Time at {name}'],
    descriptions: [
      '{name} was on your list, so it’s on the plan. Give it the time it deserves and see it through each other’s eyes.',
      'You asked for {name} in {area}, and here it is. Go in with no expectations beyond enjoying it together.',
      'Make a stop at {name} in {city}. You chose it, so this part of the date is yours to lead.',
    ],
    activities: [
      'Take your time',
      'Ask the staff what they’d recommend',
      'Find your favorite corner',
      'Take a photo together',
      'Tell each other why it made the list',
    ],
    ambiance: [
      'It’s the place you chose, so the mood is yours to set.',
      'Familiar or brand new, it feels different with the right company.',
    ],
    booking: ['Check opening hours and whether you need to book ahead.'],
    tips: [
      'Check the official website for current hours before you go.',
      'Allow a little extra time: a place you’ve looked forward to deserves it.',
    ],
  },
  landmark: {
    titles: [
      'Our pick: {name}',
      'Next stop: {name}',
      '{name} at an easy pace',
      '{name} together',
      'Worth the detour: {name}',
    ],
    descriptions: [
      'For {thing} in {area}, our pick is {name}. Take it slowly and see who spots the detail the other one missed.',
      'Next stop: {name}. Skip the checklist, follow whatever catches your eye and compare notes on the way out.',
      'Our pick in {city} for this part of the date: {name}. It’s the kind of stop that keeps the conversation going long after you leave.',
      'For a while, everything revolves around one place: {name}. Give it your full attention: phones away, eyes open and no rush.',
      'Some places are better shared, like this one: {name}. Let it set the pace, then tell each other what stayed with you.',
      'A stop worth making: {name}, in {area}. Arrive curious, take your time and let the place speak for itself.',
    ],
    activities: [
      'Take a photo together before you leave',
      'Each pick one detail to remember',
      'Ask each other what surprised you most',
      'Find your favorite spot and linger there',
      'Slow down and take it all in',
      'Read a little about the place before you arrive',
      'Put the phones away for a while',
      'Trade first impressions on the way out',
    ],
    ambiance: [
      'A place with a character all its own, where there’s always one more detail to notice.',
      'Busy or calm depending on the hour, and never short of things to look at.',
    ],
    booking: [
      'Check current hours and tickets on the official website before you go.',
      'Some places need a timed ticket and others are free to walk into: the official site will tell you which.',
    ],
    tips: [
      'Arrive a few minutes early so you don’t have to rush in.',
      'Check the official site for closures or events on the day.',
      'Travel light: some places check bags at the entrance.',
      'Wear comfortable shoes: there’s often more to see than you expect.',
    ],
  },
  sunset: {
    titles: ['Golden hour', 'Catching the sunset', 'Sunset together', 'As the sun goes down'],
    descriptions: [
      'The sun sets at {time}, so be {at_place} in {area} a little before. Find a good spot, go quiet and watch the sky change color.',
      'Time this one for {time}, when the sun goes down over {city}. {place} makes a perfect front-row seat.',
      'Golden hour {at_place}: arrive before sunset at {time} and watch the light turn everything warm.',
      'Be {at_place} in {area} by {time}. Watching the sun go down together never gets old.',
    ],
  },
  meals: { breakfast: 'breakfast', brunch: 'brunch', lunch: 'lunch', dinner: 'dinner' },
  centre: 'City center',
  titles: {
    two: ['{a} and {b}', '{a}, then {b}', 'From {a} to {b}', '{a} with a side of {b}'],
    one: ['{a}, unhurried', 'All about {a}', '{a}, done properly', 'Simply {a}'],
    withCity: ['{a} in {city}', '{city}, by way of {a}', '{a}, {city} style', '{city} and {a}'],
  },
  moodDayPart: {
    romantic: {
      morning: 'a romantic morning',
      afternoon: 'a romantic afternoon',
      evening: 'a romantic evening',
      night: 'a romantic night out',
      all_day: 'a romantic day out',
    },
    adventurous: {
      morning: 'an adventurous morning',
      afternoon: 'an adventurous afternoon',
      evening: 'an adventurous evening',
      night: 'an adventurous night out',
      all_day: 'an adventurous day out',
    },
    relaxed: {
      morning: 'a slow morning',
      afternoon: 'a relaxed afternoon',
      evening: 'a relaxed evening',
      night: 'a laid-back night out',
      all_day: 'a relaxed day out',
    },
    playful: {
      morning: 'a playful morning',
      afternoon: 'a playful afternoon',
      evening: 'a playful evening',
      night: 'a playful night out',
      all_day: 'a playful day out',
    },
    cultural: {
      morning: 'a morning of culture',
      afternoon: 'an afternoon of culture',
      evening: 'an evening of culture',
      night: 'a night of culture',
      all_day: 'a day of culture',
    },
    cozy: {
      morning: 'a cozy morning',
      afternoon: 'a cozy afternoon',
      evening: 'a cozy evening',
      night: 'a cozy night out',
      all_day: 'a cozy day out',
    },
    plain: {
      morning: 'a morning together',
      afternoon: 'an afternoon together',
      evening: 'an evening together',
      night: 'a night out',
      all_day: 'a day together',
    },
  },
  themes: [
    '{moment}{city_part}: {stops}.',
    '{moment}{city_part}, built around {stops}.',
    'Here’s {moment}{city_part}, with {stops}.',
    'Everything you need for {moment}{city_part}: {stops}.',
    '{moment}{city_part} that takes in {stops}.',
  ],
  occasions: {
    anniversary: {
      title: ['Anniversary', 'Happy anniversary'],
      theme: ['A date to celebrate another year together.', 'Made for marking another year side by side.'],
      tips: [
        'Mention the anniversary when you book; some places like to make a small fuss.',
        'Bring a handwritten note: it will outlast any gift.',
        'Work a detail from your first date into the day somewhere.',
      ],
    },
    birthday: {
      title: ['Birthday', 'Birthday treat', 'Happy birthday'],
      theme: [
        'A birthday date with the guest of honor at the center of every stop.',
        'Planned to make a birthday feel special from start to finish.',
      ],
      tips: [
        'Tell the restaurant it’s a birthday when you book.',
        'Let the birthday person have the final say at every stop.',
        'Keep a small gift for the quietest moment of the date.',
      ],
    },
    first_date: {
      title: ['First date', 'A first date'],
      theme: [
        'A first date with easy, low-pressure stops and plenty to talk about.',
        'Relaxed enough for a first date, interesting enough to want a second.',
      ],
      tips: [
        'Meet at the first stop rather than traveling there together.',
        'Keep the first stop short; it’s easy to extend if it’s going well.',
        'Tell a friend where you’ll be.',
        'Ask questions, and really listen to the answers.',
      ],
    },
    proposal: {
      title: ['The proposal', 'A proposal to remember'],
      theme: [
        'A plan with the perfect moment for the big question built in.',
        'Every stop leads up to one question.',
      ],
      tips: [
        'Visit the spot beforehand and choose exactly where you’ll ask.',
        'Keep the ring in a pocket you won’t reach into by accident.',
        'If you want photos, ask a friend to be nearby, discreetly.',
        'Tell the staff ahead of time if you’d like their help with the moment.',
      ],
    },
    valentines: {
      title: ['Valentine’s Day', 'Be my valentine', 'Valentine’s date', "Valentine's Day"],
      theme: ['A Valentine’s date with more heart than clichés.', 'Valentine’s Day, done your way.'],
      tips: [
        'Book everything early; tables go fast around Valentine’s Day.',
        'Skip the set menu if you’d rather order what you love.',
        'A handwritten card beats anything you can buy.',
      ],
    },
    making_up: {
      title: ['A fresh start', 'Making up'],
      theme: [
        'A gentle, easy plan with room to talk and time to reconnect.',
        'Low-key stops that make it easy to be kind to each other again.',
      ],
      tips: [
        'If you owe an apology, start with it, then let the date be easy.',
        'Listen more than you explain.',
        'Keep the phones away and the plan light.',
      ],
    },
    double_date: {
      title: ['Double date', 'A double date'],
      theme: [
        'A double date with stops that work for four and keep everyone talking.',
        'Built for two couples: easy to share and easy to enjoy together.',
      ],
      tips: [
        'Book for four and share the plan with everyone beforehand.',
        'Agree how you’ll split the bill before it arrives.',
        'Mix up the seating so the conversation flows across couples.',
      ],
    },
  },
  generalTips: [
    'Check opening hours on the day; they change more often than you’d think.',
    'Charge your phone before you leave.',
    'Wear shoes you can walk in.',
    'Carry a little cash for small places.',
    'Leave some slack between stops; the best moments rarely run on schedule.',
    'Put the phones away and be where you are.',
    'Have a backup in mind in case a place is full.',
  ],
  constraintTips: {
    no_alcohol: 'Nothing on this plan depends on drinking: every stop works just as well alcohol-free.',
    vegetarian:
      'The food stops lean toward places with real vegetarian choices; mention it when you book all the same.',
    vegan: 'The food stops favor places where vegan dishes are easy to find; confirm when you book.',
    halal:
      'The food stops favor places where halal options are common; ask about certification when you book.',
    kosher: 'Kosher options vary a lot, so confirm certification with each food stop before you go.',
    gluten_free:
      'The food stops lean toward kitchens used to gluten-free requests; mention it when you book.',
    step_free:
      'Stops were chosen with step-free access in mind; call ahead to confirm entrances and restrooms.',
    indoor: 'Everything happens indoors, so the weather can do what it likes.',
    quiet: 'The plan favors calm places where you can hear each other talk.',
    no_crowds: 'We steered away from the busiest spots; going early or on a weekday helps too.',
    pet_friendly: 'The stops lean toward places that welcome dogs; check before you bring yours in.',
  },
  dietNotes: {
    vegetarian:
      'Look for a proper vegetarian section on the menu, and ask whether other dishes can be adapted.',
    vegan: 'Ask when you book which dishes are fully vegan; kitchens can often adapt with notice.',
    halal: 'Ask when you book whether the meat is halal and certified.',
    kosher: 'Check the kosher certification with the restaurant before you go.',
    gluten_free: 'Mention gluten when you book so the kitchen can guide you and avoid cross-contact.',
  },
  stepFreeNote: 'Call ahead to confirm step-free access and an accessible restroom.',
  townTip:
    'We don’t have neighborhood detail for {city}, so ask a local for their favorite street to start from.',
  budgetTip:
    'The plan is built to stay within {budget}; prices are estimates, so glance at menus before you order.',
  alternativeWeather: [
    'If the weather turns, swap {outdoor} for {indoor}.',
    'Rain plan: skip {outdoor} and head to {indoor} instead.',
    'Bad weather? Trade {outdoor} for {indoor} and keep the rest as it is.',
  ],
  alternativeQuiet: [
    'If you’d rather keep it simple, make {first} the whole date and save the rest for another time.',
    'Short on energy? Start with {first} and see where the mood takes you.',
  ],
  indoorIdeas: [
    'a museum you haven’t visited yet',
    'a covered market',
    'a cozy café with board games',
    'a bowling alley',
    'a movie theater',
    'a bookstore with a café',
  ],
  cannot: {
    replaced: 'We couldn’t fit {thing}: {reason}, so we added {instead} instead.',
    dropped: 'We couldn’t fit {thing}: {reason}.',
    reasons: {
      closedInWindow: 'nothing like that is open between {start} and {end}',
      overBudget: 'it would go over your budget of {budget}',
      noRoom: 'there was no room for it between {start} and {end}',
      indoor: 'it is outdoors and you asked to stay inside',
      stepFree: 'it isn’t step-free',
      conflicts: 'it conflicts with something you asked to avoid',
    },
    budgetTooLow:
      'Even the simplest version of this date costs about {total}, more than your budget of {budget}, so we kept it as lean as we could.',
    sunsetOutside: 'Sunset in {city} is at {time}, outside your time window, so the plan doesn’t chase it.',
    shortWindow: '{start} to {end} is a short window for a date, so we fit in what we could.',
    unknownPlace: 'We didn’t recognize “{text}” as a place, so the plan doesn’t include it.',
  },
  travel: {
    start: 'Start here',
    walk: '{n}-minute walk',
    transit: '{n} min by public transit',
    taxi: '{n} min by taxi',
  },
  about: 'About {duration}',
  formatDuration,
  list,
  cost: {
    free: 'Free',
    perPerson: '{range} per person',
    total: '{range} in total',
  },
  captions: {
    understood: 'Understood: {items}',
    understoodNothing: 'Nothing specific to go on, so we’re planning a classic date',
    checkingWindow: 'Checking what’s open between {start} and {end}',
    sunset: 'Sunset in {city} is at {time}',
    localPrices: 'Using local prices for {city} ({currency})',
    sketching: 'Sketching the stops: {n} in all',
    choosing: 'Choosing a spot: {name}',
    timings: 'Working out timings: about {duration}',
    costs: 'Adding up costs: {total}',
    checked: 'Checked your requests: {n} in all',
    adjusted: 'Things we had to adjust: {n}',
    writing: 'Writing your plan',
    items: {
      budget: 'a budget of {budget}',
      window: '{start} to {end}',
      length: 'about {duration}',
      avoiding: 'avoiding {things}',
      day: 'on {date}',
    },
    occasion: {
      anniversary: 'anniversary',
      birthday: 'birthday',
      first_date: 'first date',
      proposal: 'proposal',
      valentines: 'Valentine’s Day',
      making_up: 'making up',
      double_date: 'double date',
    },
    constraint: {
      no_alcohol: 'alcohol-free',
      vegetarian: 'vegetarian',
      vegan: 'vegan',
      halal: 'halal',
      kosher: 'kosher',
      gluten_free: 'gluten-free',
      step_free: 'step-free',
      indoor: 'indoors',
      quiet: 'quiet',
      no_crowds: 'no crowds',
      pet_friendly: 'pet-friendly',
    },
  },
};
