/**
 * Demo catalogue seeded on first start.
 *
 * Every title, author, publisher and line of prose here is original to Quire and invented for the demo;
 * the one biography is of a historical figure who died in 1847, written fresh for this project.
 * Chapter content separates paragraphs (and, for verse and drama, stanzas and speeches) with a blank line;
 * single newlines inside a paragraph are deliberate line breaks in poems.
 */

export interface DemoChapter {
  title: string;
  content: string;
}

export interface DemoBook {
  title: string;
  author: string;
  description: string;
  /** Valid-looking ISBN-13 (correct check digit), distinct across the catalogue. */
  isbn: string;
  /** One of the twelve book-form categories. */
  category: string;
  /** Finer genre shown on shelves and chips, e.g. 'Fantasy', 'Classics', 'Finance'. */
  genre: string | null;
  publicationYear: number;
  publisher: string;
  language: string;
  featured: boolean;
  isCompleted: boolean;
  /** Two hex colours for the generated cover gradient. */
  palette: [string, string];
  chapters: DemoChapter[];
}

/**
 * Builds a chapter from an indented template literal: trims every line, keeps single line breaks inside a
 * paragraph and normalises paragraph breaks to exactly one blank line.
 */
function chapter(title: string, raw: string): DemoChapter {
  const content = raw
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n'),
    )
    .join('\n\n');
  return { title, content };
}

export const demoCatalogue: DemoBook[] = [
  // ─────────────────────────────────────────────────────────────── Fiction · Fantasy
  {
    title: 'The Lantern-Keeper of Hollow Vale',
    author: 'Maren Ashcombe',
    description:
      'In a valley where the fog swallows whatever people forget, fifteen-year-old Wren Alder tends the lanterns that keep the village safe. When her ailing mentor sends her down the lantern road alone, Wren discovers that the fog is not hungry at all. It is waiting to be remembered.',
    isbn: '978-1-80147-104-6',
    category: 'Fiction',
    genre: 'Fantasy',
    publicationYear: 2021,
    publisher: 'Greywater Press',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#1d3a4f', '#0a141d'],
    chapters: [
      chapter(
        'The Last Lamp on the Mill Road',
        `
        The fog came down into Hollow Vale every evening at the same hour, as punctual as a church clock and a good deal more patient. It poured over the eastern ridge like milk over the lip of a jug, filled the hollows first, then the lanes, then the gardens, until only the chimneys and the tops of the apple trees stood above it like the masts of drowned ships.

        Wren Alder had watched it come every evening of her fifteen years, but she had only been allowed to walk in it for the last two. That was the privilege of an apprentice lantern-keeper: to go out when everyone else was barring their doors, to carry a hooked pole and a tin of oil and a satchel of small glass jars, and to light the lamps before the fog reached them.

        The Mill Road had nine lamps. Wren could have found every one of them blindfolded, which was just as well, because by the time she reached the seventh she could not see her own boots. She lifted the pole, caught the little door of the lantern, and swung it open. Inside, the wick waited in its cradle of brass.

        She took a jar from her satchel. In it, pale and restless, was a memory: a morning in June, the smell of cut hay, a girl laughing at a goat that had eaten her hat. Mrs Penrose from the bakery had given it that afternoon, sitting in the keeper's kitchen with her eyes closed while Tamsin drew it out of her like a thread from a spool. Wren tipped the jar into the lantern, and the wick caught with a sound like someone remembering a name.

        Gold light spread out across the fog. The grey drew back from it, sullen and slow, the way a cat draws back from a hearth that is too hot.

        "Seven," Wren said aloud, because Tamsin said that counting out loud kept the fog from getting into your head. "Eight." She lit the eighth with the memory of a fiddle tune. The ninth lamp stood at the end of the road, by the old mill, where the river ran loud and black beneath the wheel.

        When she opened its door, she found the wick already burning.

        It burned blue, not gold. And in the blue flame, very small, she saw a face she did not know, a woman with a lantern of her own, looking back at her as if she had been waiting a long time for someone to notice.
        `,
      ),
      chapter(
        'What the Fog Keeps',
        `
        "Blue," said Tamsin Hale, and set down her teacup so carefully that Wren knew she was frightened. "You're sure it was blue."

        The old keeper was sitting up in bed with three shawls around her shoulders and the window shut tight, though the night was warm. She had been ill since the spring. The village said it was her chest; Tamsin said it was her age; Wren privately thought it was the forty years of walking in the fog, breathing it in, giving away her own memories whenever the villagers could not spare enough of theirs.

        "Blue," Wren said. "And there was a woman in it. She looked at me."

        Tamsin was quiet for a long time. The kettle ticked as it cooled. At last she said, "Do you know what the fog is, Wren?"

        "It's the Forgetting," Wren said, because that was what every child in Hollow Vale was taught. "It comes over the ridge and takes whatever isn't held on to. That's why we light the lamps. Remembered things burn bright, and the Forgetting can't abide the light."

        "That's what I told you," said Tamsin. "It's what my keeper told me. I'm no longer certain it's the whole of it."

        She reached under her pillow and brought out a ledger bound in green cloth, its corners worn round as pebbles. "Every keeper writes down what they give the lamps. Forty years of mine are in here. Birthdays. Drownings. A wedding where the groom fell in the duck pond. I have given the lamps my mother's voice and the first snow I ever saw and the name of a boy I loved when I was sixteen. I can't tell you his name now. I only know I wrote it down."

        Wren took the ledger. It was heavier than it looked.

        "Here is what I have never told anyone," Tamsin said. "Sometimes, on the long nights, I have seen things in the fog. Not monsters. People. A man mending a net. Two children playing at jacks. They never come near the light. They only stand at the edge of it, looking in, like travellers outside an inn who haven't the coin for a room."

        "Who are they?"

        "I used to think they were tricks of the grey." Tamsin leaned back against her pillows, and for a moment she looked much older, and much younger, than Wren had ever seen her. "Now I think they may be everything this valley ever let go of. And I think one of them has learned how to light a lamp."
        `,
      ),
      chapter(
        "Tamsin's Ledger",
        `
        Wren read the ledger by candlelight for three nights running, while Tamsin slept and coughed and slept again.

        The early pages were written in a hand that was not Tamsin's, a cramped brown script with long tails on the letters. Wren realised after a while that it belonged to the keeper before Tamsin, and before that there was another, and another, the ledger having been rebound and extended so many times that its spine was a patchwork of different cloths. The oldest entries were almost illegible. Lamp on Mill Road, given: the sound of bells at the old chapel. Lamp at the ford, given: my father's hands.

        There was no old chapel in Hollow Vale. Wren had never heard of one.

        She began to make a list on the back of a flour sack. The chapel. A bridge at the north end of the village, which was now only a place where the river ran shallow. A family called Treloar, who had given the lamps a dozen memories over thirty years and then simply stopped appearing in the ledger, with no record of a death or a departure. A fair held every October on the common, with a roasted ox and a dancing bear. Nobody in the village held a fair. Nobody, as far as Wren knew, had ever held one.

        By the third night the list ran to both sides of the sack.

        "We didn't lose them to the fog," she said, when Tamsin woke. "We gave them away. We burned them to keep the fog back, a little at a time, for hundreds of years. And the fog is where they went."

        Tamsin looked at the list for a long while. Her finger stopped at the Treloars.

        "There was a girl," she said slowly. "Annis Treloar. She was the keeper's apprentice before me. She went out one night and didn't come back, and afterwards nobody could quite remember her face. I was given her pole and her satchel. I had forgotten that. How could I have forgotten that?"

        "Because you gave it to the lamps," Wren said gently, turning to an entry near the middle of the ledger, in Tamsin's own round hand. Lamp at the mill, given: the face of my friend, so that I might stop grieving.

        Tamsin pressed a hand to her mouth.

        "The woman in the blue flame," Wren said. "She had a lantern. I think she has been keeping the fog's lamps, on the other side, all this time. I think she's been waiting for one of us to come and fetch her home."
        `,
      ),
      chapter(
        'The Long Night of Remembering',
        `
        On the longest night of the year, Wren went down the Mill Road without lighting a single lamp.

        She carried the ledger instead, wrapped in oilcloth, and a lantern with no memory in it at all, only a plain tallow candle bought from the chandler in the market town. Behind her, in a line that wound back to the village green, came nearly everyone in Hollow Vale, because Wren had spent a week knocking on doors and asking a question nobody had thought to ask before: what would you give to have back something you had lost?

        The fog rose around them. Children clutched their parents' sleeves. Someone began to pray. And then, as the grey closed in, Wren opened the ledger and began to read aloud.

        "Lamp on the Mill Road, given: the sound of bells at the old chapel."

        Somewhere in the fog, faint and cracked, a bell began to ring.

        She read the next entry, and the next. A bridge. A fair with a dancing bear. My father's hands. Each time she spoke, the fog thinned a little, and shapes stepped out of it. Not ghosts, not quite. They were more like the memory of a place you knew as a child, complete in every detail and already fading at the edges. A net-mender nodded to the miller as if they had spoken only yesterday. The Treloar family stood blinking on the riverbank. An old man walked up to the baker, Mrs Penrose, and took off his cap, and Mrs Penrose burst into tears and said, "Da."

        Wren read until her voice was a croak. When she reached the entry in Tamsin's round hand, she did not need to finish it, because a woman with a blue lantern was already walking up the road towards them, and Tamsin, who had insisted on being carried down in a chair, was already on her feet.

        "Annis," she said. "Oh, Annis. Your face. I remember your face."

        The fog did not vanish that night. It still comes over the eastern ridge every evening, punctual as a clock. But the people of Hollow Vale no longer bar their doors against it. Twice a year they walk down to the mill and read from the ledger, and now and then something they had forgotten walks back out of the grey to meet them.

        Wren still lights the lamps. She simply feeds them differently now. She gives them the new things: a first word, a good harvest, the night the whole village stood in the fog and remembered. It turns out there is always enough of those, if you are willing to keep making them.
        `,
      ),
    ],
  },
  {
    title: "The Cartographer's Daughter",
    author: 'Idris Fenwold',
    description:
      'In the hill city of Vey, whatever the Royal Cartographer draws becomes true: rivers bend to his ink and roads appear where he rules a line. When he vanishes and leaves his daughter Sela nothing but a blank sheet of vellum, she must learn to read a map that has not been drawn yet.',
    isbn: '978-0-966712-76-6',
    category: 'Fiction',
    genre: 'Fantasy',
    publicationYear: 2023,
    publisher: 'Lindenmoor Books',
    language: 'English',
    featured: false,
    isCompleted: false,
    palette: ['#6b4a22', '#1f160b'],
    chapters: [
      chapter(
        'Ink That Remembers',
        `
        Sela Marr grew up believing that every city was like Vey, and that in every city the streets waited each morning to be told where to go.

        Her father's workshop sat at the top of the Cartographer's Tower, under a dome of green glass that turned the light the colour of pond water. From its windows you could see the whole of Vey spread down the hillside: the copper roofs of the guild halls, the tangle of the Lower Markets, the river Sallow sliding past the walls like a grey cat. And on the great oak table beneath the dome lay the Map, which was not a picture of the city so much as its conscience.

        When the Guild of Masons wanted a new street, they petitioned the Cartographer. He would study the ground, consult the old surveys, sharpen a goose quill with a silver knife, and rule a line. By morning the street would be there, cobbles and gutters and all, as if it had always been. When the river flooded, he would redraw a bank a finger's width higher, and the water would sulk back between its walls.

        "It isn't magic," her father told her once, when she was small enough to sit on the table with her feet among the inkpots. "Or not only magic. The ink remembers what the land wants to be. My job is to listen until I know, and then to be honest about it. Draw a lie, and the land will make you pay for it."

        "What happens if you draw a lie?"

        He had smiled, but not with his eyes. "Ask the people who used to live in Harrowgate," he said, and would say no more.

        There was no Harrowgate on the Map. Sela had looked.

        She was seventeen when her father went out one evening to survey the eastern road and did not come home. The Watch searched for a week. They found his theodolite lying in a ditch beside the road, its brass legs folded neatly, as though he had set it down to rest. They found nothing else.

        On the eighth day, a clerk from the Palace came to take away the Map. Sela stood aside and let him. It was only when he had gone, and she was sweeping up the shavings of her father's last quill, that she found the envelope pinned beneath the table, addressed in his small careful hand: For Sela, when they come for the Map.

        Inside was a single sheet of vellum. It was perfectly, deliberately blank.
        `,
      ),
      chapter(
        'The Blank Sheet',
        `
        For three days Sela did nothing but look at the vellum.

        She held it up to the green light of the dome and saw only the faint grain of the skin. She warmed it over a candle, in case her father had written in lemon juice as he had done for her birthday riddles when she was nine. She breathed on it. She laid it on the old surveys, one after another, hoping that some line would show through. Nothing did.

        On the fourth day, exhausted and angry, she dipped a quill in ink and held it above the sheet, meaning to write something, anything, just to stop it staring at her.

        The ink would not fall.

        It gathered at the tip of the quill in a fat black bead and hung there, trembling, as if the vellum were pushing it away. Sela moved the pen an inch to the left. The bead trembled harder. She moved it to the right, towards the east edge of the sheet, and the ink stretched towards the vellum like a dog straining at its lead.

        She understood, then, what her father had given her. Not a map. A compass.

        It took her most of a week to learn how to follow it. The ink did not point to places on the sheet so much as directions in the world; if she held the quill above the vellum and turned slowly on her heel, the bead would swell when she faced the way she ought to go. At first it led her only around the tower. Then down the stairs. Then out into the streets, where she walked with the vellum pressed against a board and a quill held out before her like a diviner's rod, and people stepped out of her way and muttered about grief and daughters and how it was a shame.

        The ink led her east, always east, past the tannery and the rope-walk and the last of the Lower Markets, to the gate where the eastern road left the city.

        The guard looked at her quill, and at her face, and sighed. "Your father went out this way," he said. "I told him the same thing I'll tell you. There's nothing out there but the old quarry and the marsh. The road stops after a mile."

        "Does it?" Sela said, because the bead of ink at the end of her pen was tugging so hard now that it almost pulled the quill from her fingers, and it was tugging straight past the place where the road came to an end.
        `,
      ),
      chapter(
        "The Road That Wasn't There",
        `
        The road did stop after a mile. It simply stopped, the cobbles giving way to a scrubby bank of gorse, as if whoever built it had lost interest mid-morning and gone home to lunch.

        Sela stood at the end of it with the vellum in her hands. Beyond the gorse the land fell away into a wide, shallow bowl of reeds and standing water, silver under a low sky. A heron lifted from the shallows and beat slowly away. There was no path that she could see.

        The ink, however, saw one. It pulled her off the cobbles and into the gorse, and when she pushed through, scratched and swearing, she found herself standing on something firm. She looked down. Under the moss and the dead bracken were stones, old ones, laid edge to edge.

        A road. A road that was not on the Map.

        She followed it across the marsh for most of the afternoon. Sometimes it sank beneath the water and she waded, holding the vellum above her head. Sometimes it ran along the top of a low dyke, and she could see, on either side, the tumbled shapes of walls among the reeds: a doorway here, a chimney-stack there, a stone trough with a sapling growing out of it. Once she passed a milestone so worn she could only make out the first letters of the name. HARR.

        Harrowgate. The town her father would not talk about.

        She understood, walking through its bones, what must have happened. Some cartographer long ago had been told to draw a new road, a shorter road, one that would save the merchants a day on their way to the coast. The land had not wanted it; the marsh had been a marsh for ten thousand years. But the cartographer drew it anyway, because a king had asked him to, and the road had appeared, and a town had grown along it. And then, one wet winter, the land had simply taken itself back.

        Draw a lie, and the land will make you pay for it.

        At dusk she saw a light ahead. It came from a low building at the edge of the marsh, half roofed with new thatch. Outside it, a folding stool stood beside a drawing board, and on the drawing board was pinned a sheet of vellum covered in fine, patient lines. Someone had been surveying Harrowgate. Someone had been mapping it not as a king would want it, but as the marsh actually was.

        The door opened. Her father looked out, thinner and muddier than she remembered, a quill behind his ear.

        "Ah," he said. "You followed the ink. I hoped you would. Come in, Sela. There is a great deal of honest work to do, and I am going to need an apprentice."
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Fiction · Mystery
  {
    title: 'The Quiet at Gull Point',
    author: 'Hester Lyle',
    description:
      "When a summer visitor vanishes from the harbour at Gull Point, the village decides the sea has taken him. Agnes Penhallow, forty years a clerk in the harbourmaster's office, is not so sure: a drowning man does not stow his oars. A gentle, clever mystery about tides, dogs and the things people keep quiet about.",
    isbn: '978-1-91260-181-3',
    category: 'Fiction',
    genre: 'Mystery',
    publicationYear: 2019,
    publisher: 'Harbour Lamp Books',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#35505f', '#0f1b24'],
    chapters: [
      chapter(
        "The Bell That Didn't Ring",
        `
        Every night at eleven, for as long as anyone in Gull Point could remember, Jory Trask rang the ferry bell to tell the harbour he was tying up for the night. It was a small bell, brass gone green, hung on a post at the end of the slipway, and it had a thin, sour note that carried all the way up the hill to the chapel. People set their clocks by it. Children were sent to bed by it. Agnes Penhallow, who had spent forty years keeping the books in the harbourmaster's office and two years being politely ignored in retirement, had fallen asleep to it for most of her life.

        On the last Tuesday in August, the bell did not ring.

        Agnes noticed at ten past eleven, when she put down her library book and realised she had read the same page three times. She noticed again at half past, when she went to the window and saw that the lamp at the end of the slipway was still lit. At midnight she put on her coat and walked down.

        Jory was sitting on an upturned crate beside the ferry, his hands between his knees, staring at the water. He looked up at her with an expression she had last seen on him forty years before, when he was eleven and had broken the chapel window with a cricket ball.

        "He took the dinghy out," Jory said. "The young fellow from the Cliff House. Mr Crane. Said he wanted to see the phosphorescence off the point. I told him the tide was turning, but they never listen, do they, the summer people."

        "When was this?"

        "Half nine. I waited to ring the bell till he came back in. Only he hasn't come back in."

        By dawn, half the village was on the harbour wall, and the lifeboat had been out twice. At seven the fishing boat Morwenna came in towing the dinghy, which the crew had found drifting a mile south of the point, right way up and quite empty. The crowd on the wall went quiet in the way that crowds do when they have already decided what has happened.

        Agnes looked at the dinghy as they brought it alongside. She looked at it for a long moment. Then she went home and made a pot of tea, and sat at her kitchen table with a pencil and a clean sheet of paper, and began to write down everything that was wrong.

        At the top of the list she wrote: The oars.
        `,
      ),
      chapter(
        'Oars Shipped Neatly',
        `
        "They were shipped," Agnes said. "Both of them. Lying inside the boat along the thwarts, with the blades forward, the way you'd leave them if you'd tied up at a mooring and meant to come back."

        Sergeant Bolitho, who had been sent over from Polwerris and had clearly hoped to be back there by lunchtime, wrote this down with the air of a man humouring his aunt. "People do all sorts when they fall in, Mrs Penhallow."

        "They do," she agreed. "They thrash about. They grab for the gunwale. They lose an oar, or both oars, because oars float and they were holding them when they went over. What they don't do is tidy up first."

        The sergeant's pencil paused.

        "And then there's the matter of the tide," Agnes went on. She had brought the tide tables, the small green booklet the harbour office printed every year. It had been her job to proof-read them for thirty-eight of those years, and she still knew the August pages better than she knew her own birthday. "Jory says Mr Crane went out at half past nine. High water was at nine fourteen. The ebb would have been running out past the point by ten, which means anything left drifting off Gull Point would have been carried west, towards Polwerris. The Morwenna found the dinghy a mile south. It couldn't have drifted there. Not on that tide. Not unless someone rowed it there."

        Sergeant Bolitho looked at the tide tables, then at Agnes, then back at the tables. He put his pencil away.

        "Suppose you're right," he said at last. "Suppose he rowed it out, shipped the oars, and then... what? Swam home?"

        "Or was taken off," Agnes said. "Another boat. Something quiet, with no lights. In which case nobody drowned last night, Sergeant. Somebody left."

        They went up to the Cliff House together that afternoon. It was a tall white villa that had been let every summer since the war to people with money and no particular reason to come to Gull Point. Julian Crane had taken it for the whole of August. His sister, Miss Felicity Crane, received them in the drawing room with red eyes and a handkerchief and a very composed voice.

        "My brother was a strong swimmer," she said. "But the sea here is treacherous. Everyone says so."

        Agnes said nothing. She was looking at the fireplace, where a small heap of grey paper ash lay in the grate on a warm August afternoon, and at the dog, a wet spaniel, asleep on the hearthrug with sand still caught in the fur of its paws.
        `,
      ),
      chapter(
        'The Tide Table',
        `
        It is a curious thing about a small village that everyone knows everything and nobody knows anything in particular. Agnes spent the next two days proving this to herself, one cup of tea at a time.

        From Mrs Jago at the post office she learned that Mr Crane had received a great many letters that summer, several of them with London postmarks and typewritten addresses, and that he had sent only one, to a shipping agent in Falmouth. From the barman at the Anchor she learned that Mr Crane had drunk a great deal, paid for none of it, and told everyone who would listen that his ship was about to come in. From the boy who delivered the newspapers she learned that the Cliff House had been getting the financial pages.

        And from Jory Trask, after a long and careful conversation on the slipway, she learned that there had been another boat out on the night of the disappearance.

        "Didn't think anything of it," Jory said. "The Kittiwake, that's the Hosking brothers' crabber. They're often out late. She came round the point about ten, running without lights, which I did think was careless. Then I heard her engine stop, and a while after, start up again."

        "Where was she, when the engine stopped?"

        Jory pointed with his pipe. South. A mile or so off. Just about where the Morwenna had found the empty dinghy in the morning.

        That evening Agnes laid everything out on her kitchen table: the tide tables, the list of what was wrong, a note of the Falmouth agent's name, a cutting from the financial pages announcing that a company called Crane and Marsh Holdings had suspended its shares, pending enquiries. She looked at them for a long time. Then she looked at one more thing, which she had brought home from the Cliff House in her handbag, wrapped in a clean handkerchief: a scrap of grey paper that had not quite burned, from the grate in the drawing room.

        On it, in a neat hand, were the words Thursday, Falmouth, the Santa Ines, sailing on the morning tide.

        Today was Wednesday.

        Agnes put on her coat. Then she took it off again and sat down, because she was seventy-one years old and it was a long way to Falmouth, and because a thought had come to her that was not about tides or ships at all. It was about the spaniel, asleep on the hearthrug, with sand in its paws on a morning when, according to Miss Felicity Crane, nobody at the Cliff House had been out of doors.
        `,
      ),
      chapter(
        'What the Dog Knew',
        `
        The dog's name was Biscuit, and he was delighted to see her.

        Agnes called at the Cliff House at eight the next morning, while Sergeant Bolitho and two constables from Falmouth made a quiet visit to the quayside where the Santa Ines lay loading china clay. Miss Crane came to the door in a travelling coat. Behind her in the hall stood two suitcases.

        "I'm going up to London," she said. "There are arrangements to be made. A memorial."

        "Of course," said Agnes. "I only came to bring back the dog's lead. He left it on the beach at Porthkerris on Tuesday night. The cove below the old mine, where the path comes down from the cliff road."

        She held out a worn red lead. It had, in fact, been hanging on a hook in the back porch of the Cliff House the whole time; Agnes had simply borrowed an old one of her late husband's. But Miss Crane did not know that, and for a moment she could not think what to say, which was all the answer Agnes needed.

        "The Kittiwake put your brother ashore at Porthkerris," Agnes said gently. "That's the only landing between here and Polwerris where you could meet a boat without being seen from the village. And the only person who could have met it, in the dark, with a car to drive him to Falmouth, was you. You took the dog because you always walk the dog at night. If anyone saw you on the cliff road, that's what they'd think you were doing. Only Biscuit went down to the beach with you, and came home with the sand of Porthkerris in his paws, which is quite different from the sand at Gull Point. Porthkerris sand is orange, from the old mine workings."

        Miss Crane sat down on one of the suitcases. She looked, quite suddenly, very young.

        "He'd lost everything," she said. "Other people's money, mostly. He said if he could only get to South America he could start again and pay them back. He said nobody would be hurt. He said the sea would make it simple."

        "The sea doesn't make anything simple," Agnes said. "Ask anyone who lives beside it."

        Julian Crane was taken off the Santa Ines at ten past nine, in a cabin booked under a false name, and was returned to London to answer a great many questions. The Hosking brothers were very sorry and said so in court. Jory Trask rang the ferry bell that night at eleven exactly, as loudly as he had ever rung it in his life.

        Up the hill, Agnes Penhallow heard it, marked her place in her library book, and went contentedly to sleep.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Fiction · Science Fiction
  {
    title: 'Tidewater Station',
    author: 'Oren Vasquez-Hale',
    description:
      'Four kilometres beneath the ice of the moon Nereth, a research station of eleven people listens to an ocean that has never seen light. Night-shift engineer Ines Okafor is the first to hear the knocking in the hull, and the first to realise that it is keeping time with something.',
    isbn: '978-1-80308-246-2',
    category: 'Fiction',
    genre: 'Science Fiction',
    publicationYear: 2024,
    publisher: 'Northlight Editions',
    language: 'English',
    featured: false,
    isCompleted: false,
    palette: ['#0f4c5c', '#06141b'],
    chapters: [
      chapter(
        'Night Shift at Four Kilometres',
        `
        The station had been built to be quiet, and mostly it was. Tidewater was a string of seven pressure modules bolted to a ridge of black basalt on the floor of Nereth's ocean, four kilometres below an ice shell thirty kilometres thick. Above it, beyond the ice, the gas giant Perun hung enormous in a sky nobody on the station would see for another fourteen months. Down here there was only the water, the dark, and the long slow breathing of the moon.

        That breathing was why they had come. Nereth was squeezed and released by Perun's gravity every sixty-one hours, and the whole ocean rose and fell with it, a tide you could not see but could feel in your teeth. The hull flexed. The ballast tanks sighed. Once every cycle, at the bottom of the tide, the ridge itself groaned like an old house settling, and the newcomers on the crew would look up from their meals with wide eyes, and the veterans would grin and say, "That's just Nereth turning over in her sleep."

        Ines Okafor had been on Tidewater for eight months and no longer looked up. She liked the night shift. She liked the blue-green glow of the engineering module at three in the morning, station time, when the other ten were asleep and it was just her, the hum of the scrubbers, and a mug of coffee that had gone cold an hour ago. She liked the way the sonar display drew the ocean in slow rings of light, ridge and trench and nothing, nothing, nothing.

        At 03:12 on the two hundred and forty-first night, the nothing knocked.

        Three knocks, evenly spaced, on the outside of Module Four. She felt them through the deck plates before she heard them. Then a pause, long enough for her to tell herself it was thermal contraction, a loose cable, a pebble shaken off the ridge by the tide. Then three knocks again.

        Ines put down her coffee. She pulled up the hull-stress sensors for Module Four and watched the readings spike, once, twice, three times, and fall back to the flat green line of normal.

        Then she pulled up the tidal model, because something about the rhythm was bothering her, and because she had been an engineer long enough to trust the itch at the back of her skull. The gap between the two sets of knocks had been exactly sixty-one seconds.

        One second, for every hour of Nereth's tide.
        `,
      ),
      chapter(
        'The Knocking',
        `
        By the end of the week the whole station was listening.

        The knocking came twice a night, never at the same hour but always in the same pattern: three, a pause of sixty-one seconds, three again. Dr Halvorsen, the station's chief scientist, had the external cameras on Module Four running continuously and saw nothing but silt drifting in the floodlights. The sonar saw nothing either, which was in its way more troubling. Whatever was striking the hull was either too small to register or too much like the water around it to tell apart.

        "Could be a geological process," said Marek, the geophysicist, without conviction. "Gas vents. Pressure pulses in the rock."

        "Keeping perfect time with the tide," said Ines, "in a ratio of one to three thousand six hundred."

        "Tidal forcing is the whole reason this place is warm enough to have liquid water," Marek said. "Everything here keeps time with the tide."

        That was true, and it was also, Ines thought, the point. She lay awake in her bunk after her shift, listening to the scrubbers and thinking about what it would mean to evolve in an ocean where the only clock was Perun's pull. No sun. No day or night. No seasons. Just the long squeeze and release, sixty-one hours, over and over, for four billion years. If something down here could count, she thought, what would it count first?

        She went to Halvorsen with the idea the next morning, expecting to be laughed at. Halvorsen did not laugh. She was a tall, grey, careful woman who had spent thirty years looking for life in places where it was not supposed to be, and had found it, twice, in the form of bacteria so strange they had needed new names for their chemistry.

        "You think it's a signal," Halvorsen said.

        "I think it's a rhythm," Ines said. "I don't know if there's a difference yet. But I think if we want to find out, we should knock back."

        There was a long silence in the cramped office. On the wall behind Halvorsen's desk hung a laminated copy of the mission's contact protocol, forty pages long, most of it about contamination and almost none of it about what to do if something tapped on the door.

        "The protocol says we report and wait," Halvorsen said at last. "Report takes nine hours each way to reach Earth, through the relay. Then the committee will meet. Then they will argue. Then they will ask us to gather more data." She looked at Ines over her glasses. "Which I suppose is precisely what you are proposing to do."
        `,
      ),
      chapter(
        'Answering',
        `
        They built the knocker out of a hull-inspection drone and a two-kilogram steel hammer from the machine shop, and they argued about the pattern for an entire day.

        Marek wanted to send prime numbers, because that was what everyone sent in the old stories. Halvorsen wanted to repeat the pattern back exactly, three and sixty-one and three, to show that they had heard. Ines wanted to change it by one small step. "If we echo it," she said, "we're a wall. Walls echo. If we answer with something that's almost the same but not quite, we're something that can choose."

        In the end they did both. At 02:50 station time the drone drifted out of the Module Four airlock and settled against the hull in the floodlights, its hammer arm cocked. At 03:04 the knocking came: three, a pause, three. The whole crew was crowded into engineering in their sleep clothes, not speaking.

        The drone knocked three times. It waited sixty-one seconds. It knocked three times again.

        Nothing happened for four minutes. Someone let out a breath. Marek muttered something about gas vents.

        Then Ines sent the second message, the one she had argued for. Three knocks. Sixty-one seconds. Four knocks.

        The reply came so quickly that several people jumped. It did not come from Module Four. It came from everywhere: from the floor of the ocean beneath the ridge, from the rock, from the water itself, a deep soft concussion that every hull sensor on the station registered at once. Four. A pause of sixty-one seconds. Five.

        On the sonar display, for the first time, something appeared. It was not a shape. It was a change in the density of the water, a vast faint shadow that began a hundred metres below the ridge and went down, and down, and down, past the range of the instruments, as if the ocean had drawn a breath and held it.

        Nobody said anything for a long time.

        "It's counting," Halvorsen said at last, very quietly. "It's counting with us."

        Ines realised her hands were shaking. She put them flat on the console until they stopped, and looked at the shadow on the screen, and thought of all the long squeezes of the tide, four billion years of them, in the dark, with no one to count to.

        "Then let's keep counting," she said, and reached for the controls.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Fiction · Classics
  {
    title: 'The Tenants of Aldgate Row',
    author: 'Eleanor Pryce',
    description:
      'A warm and wry Victorian novel of a London lodging house. The widowed Mrs Honoria Blythe lets her rooms to a music master, a clerk with a secret and a young woman who paints, and discovers that a house full of strangers can become, one November supper at a time, something very like a family.',
    isbn: '978-0-613909-96-9',
    category: 'Fiction',
    genre: 'Classics',
    publicationYear: 1891,
    publisher: 'Harrow & Finch',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#5a2233', '#1e0b12'],
    chapters: [
      chapter(
        'In Which Mrs Blythe Lets a Room',
        `
        There are houses which seem to have been built for happiness, and there are houses which seem to have been built for rent; and Number Nine, Aldgate Row, had for thirty years been resolutely of the second kind. It was tall and narrow and the colour of a wet pavement. Its area railings wanted paint. Its knocker, a brass lion of a disappointed expression, had been polished so often by so many maids that it had almost no face left at all.

        Mrs Honoria Blythe had not chosen the house. It had been chosen for her by the late Mr Blythe, a gentleman in the tea trade who had believed devoutly in two things: the future of Assam, and the folly of spending money on anything that could not be drunk. When he died, of a chill taken on the steps of his counting-house, he left his widow the house, a small and nervous annuity, and the firm conviction among their acquaintance that she would now go to live with her sister in Tunbridge Wells.

        Mrs Blythe did not go to Tunbridge Wells. She put a card in the front window instead, written in her best copperplate: Respectable Rooms to Let. Enquire Within.

        Her sister wrote at once, in four closely crossed pages, to say that it would never do. Mrs Blythe read the letter twice, put it in the fire, and went to answer the door, where the first of her tenants was standing on the step with a violin case in one hand and a carpet-bag in the other.

        He was a small, round, elderly man with a great deal of white hair which appeared to be in a permanent state of surprise. He bowed so low that his hat fell off.

        "Augustus Feld," he said, retrieving it. "Teacher of the violin, the pianoforte and, for those who insist upon it, the flute. I am told you have a room. I must warn you at once, madam, that I practise. Every morning, for two hours. I have been asked to leave three lodgings in a twelvemonth on that account alone."

        Mrs Blythe considered him. She considered the silence of the house behind her, which had been absolute since the funeral, and which she had begun to find she could hear at night, like a clock.

        "Mr Feld," she said, "what do you practise?"

        "This month? Bach, madam. The partitas."

        "Then you had better come in," said Mrs Blythe, "and I shall put you in the front parlour, where the acoustic is best."

        It was, as her sister later said, the beginning of everything.
        `,
      ),
      chapter(
        "The Clerk's Secret",
        `
        By Michaelmas, Number Nine had three tenants, and the lion on the door had begun, in certain lights, to look almost content.

        Mr Feld had the front parlour and filled the house each morning with a music which made the milkman stop on the step and the cook weep quietly into the porridge. The second-floor back had been taken by Miss Clementina Hart, a tall, freckled, decided young woman of two-and-twenty who painted in oils, smelt agreeably of turpentine, and had come up from Norfolk against the express wishes of her father to study at a school of art in Bloomsbury. The attic went to Mr Edwin Cole, a clerk.

        Mr Cole was the difficulty. He was perfectly polite. He paid his rent on the day it fell due, in coin, counted out upon the hall table. He wiped his boots. But he was so pale, so thin, so silent, and so very early to bed, that the cook was convinced he was consumptive, the housemaid was convinced he was a murderer, and Mr Feld, who had heard him through the floor, was convinced that he wept.

        "It is not our affair," said Mrs Blythe firmly, at the Sunday dinner which had somehow become a custom among them. "A man may weep in his own attic."

        "He may," said Miss Hart, who had a habit of looking at people as if she were deciding what colour to mix for them. "But he does not eat, Mrs Blythe. I have watched. He takes his bread and cheese up the stairs with him every night, and every morning the cheese is in the dustbin. He is giving his money to somebody, and starving to do it."

        It was Mrs Blythe, in the end, who discovered the truth, and she did so quite by accident, on a wet Thursday in October, when she went to the Foundling Hospital with a parcel of knitted things from the chapel sewing circle. In the visiting room, seated on a bench too low for him, with his hat on his knees and his coat buttoned to the throat, sat Mr Edwin Cole. And on his lap, fast asleep, was a small boy of perhaps three years, with Mr Cole's own pale hair.

        He saw her, and turned whiter than she would have believed a living man could turn.

        Mrs Blythe sat down beside him. She did not say anything at all for some time. Then she reached over, and straightened the boy's collar, which was crooked.

        "What is his name, Mr Cole?" she asked.

        "Thomas," said the clerk, and put his face in his hands.
        `,
      ),
      chapter(
        'A Supper in November',
        `
        The story, when it came, came all at once, in the attic, by the light of one candle, with Mrs Blythe sitting on the only chair and Mr Cole on the edge of the bed.

        There had been a young woman, a seamstress, and a wedding that was meant to be in the spring. There had been a fever in the winter instead. There had been a baby, and a clerk's wage of twenty-two shillings a week, and a landlady in Clerkenwell who did not take children; and there had been, at last, the great grey gates of the Foundling Hospital, where a father might leave his son in the care of strangers and visit him on alternate Thursdays, and save every penny he did not starve away, against the day he might take him home.

        "I have eleven pounds," said Mr Cole. "I shall need forty, to be sure of a room and a woman to mind him while I am at the office. Another two years, perhaps three."

        Mrs Blythe looked about the attic, at the narrow bed and the empty grate, and at the small carved wooden horse upon the mantel, which she understood now had been whittled for a child who had never seen it.

        "Mr Cole," she said, "there is a room on the first floor which has not been let since Mr Blythe died, because I could not bear to go into it. It has a fireplace that draws and a window on to the garden. There is a cook in my kitchen who has raised seven children of her own and complains daily that she has nobody left to feed. There is a gentleman in my parlour who would, I am quite certain, give lessons on the violin to any small boy who wished it. And there is a young woman on my second floor who, I suspect, has been wishing for some time for a sitter who will not complain about holding still."

        Mr Cole stared at her.

        "I cannot pay for such a room," he said.

        "I have not asked you to," said Mrs Blythe. "I have asked you to supper. On Sunday. You will bring Thomas."

        And so, on the third Sunday of November, in the year which her sister never afterwards forgave, Mrs Honoria Blythe sat at the head of her own table at Number Nine, Aldgate Row, with a music master on her right hand and a painter on her left, a clerk opposite, and a small boy upon a pile of cushions eating roast potatoes with both hands. Outside, the fog pressed yellow against the windows. Inside, the fire drew beautifully.

        The lion on the door, the housemaid swore ever afterwards, was smiling.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Drama · Classics
  {
    title: 'The Winter Assembly: A Play in Three Acts',
    author: 'Thomas Aubrey Marle',
    description:
      'A mill town, a frozen river and a council meeting that will decide whether the old footbridge is pulled down. Mayor Josiah Crowther has the votes; his daughter Alice has other ideas. A sharp, humane comedy of small-town politics, first performed in a drill hall by lamplight.',
    isbn: '978-0-674650-75-6',
    category: 'Drama',
    genre: 'Classics',
    publicationYear: 1908,
    publisher: 'Copperbeech Press',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#3d4b5c', '#141a22'],
    chapters: [
      chapter(
        'Act One: The Parlour',
        `
        The front parlour of MAYOR JOSIAH CROWTHER's house in Aysgill, a mill town in the North. A January evening. A good fire; a better clock. Through the window, snow on the roofs, and the black line of the river. ALICE CROWTHER, twenty-four, sits at the table writing. Enter CROWTHER, sixty, in his chain of office, stamping snow from his boots.

        CROWTHER. Is that the minutes, Alice?

        ALICE. It is the minutes, Father. Mr Pybus's hand has got no better since Christmas. He has written that the Council resolved to demolish the Borough Treasurer.

        CROWTHER. Happen it did. Happen it'd be no loss. (He warms his hands.) It's the footbridge, lass. Tomorrow night. I've the votes for it now: Pybus, Armitage, both the Hirst brothers. We'll have it down by Lady Day and a proper iron bridge up the road by Michaelmas, wide enough for a wagon.

        ALICE. A proper iron bridge half a mile up the road.

        CROWTHER. Where the new mill's going. Aye.

        ALICE. Your new mill.

        CROWTHER. The town's new mill. Three hundred jobs, Alice. You can't eat an old footbridge.

        ALICE. No. But you can walk over it to the school, if you live on Water Lane. And to the chapel, and to the doctor's, and to work at the old mill, which is not yet shut, whatever you and Mr Armitage may have decided between you. The iron bridge will add a mile each way, Father. To children. In January.

        CROWTHER. (after a pause) Who's been talking to you?

        ALICE. Nobody has been talking to me. I have been talking to them. That is rather the difference between us.

        Enter MISS LEDGARD, the schoolmistress, fifty, in a snow-covered cloak, with DANIEL ROOK, foreman at the old mill, forty, cap in hand.

        MISS LEDGARD. Forgive us, Mr Mayor. Your girl said we might come in. We shan't keep you.

        CROWTHER. (stiffly) Miss Ledgard. Rook. If it's the bridge, it's Council business, and you'll have your say in Council like anybody else.

        ROOK. That's just it, Mr Crowther. We won't. There's no one on the Council lives on Water Lane. There never has been.

        CROWTHER. Then happen Water Lane should stand for election.

        ROOK. (quietly) Happen it will.

        A silence. The clock ticks. ALICE lays down her pen.

        ALICE. Father, the nominations for the vacant seat close at noon tomorrow. I have the papers here. Mr Rook needs two names to propose him. (She holds out the paper.) I thought I might be one.

        CROWTHER stares at her. The fire crackles. Curtain.
        `,
      ),
      chapter(
        'Act Two: The Drill Hall',
        `
        The Drill Hall, Aysgill, the following evening, set for a public meeting of the Borough Council. A long table on a platform; rows of benches; oil lamps; a stove glowing red. The hall is crowded and cold. Along the platform sit CROWTHER, PYBUS, ARMITAGE and the two HIRSTS. In the body of the hall, among the townsfolk, sit ALICE, MISS LEDGARD and ROOK.

        CROWTHER. (rapping the table) Order. Order, please. Item the fourth: the Water Lane footbridge. The Surveyor reports it unsafe. The Council proposes to take it down and to build a new bridge at Mill Reach. Those in favour...

        MISS LEDGARD. (rising) Mr Mayor, I ask leave to address the Council.

        PYBUS. (flustered, turning pages) There's no provision, Mr Mayor. Not in the standing orders. Not for schoolmistresses.

        MISS LEDGARD. Then I shall address the town, Mr Pybus, and the Council may listen or not as it pleases. (She turns to the hall.) Forty-one children cross that bridge every morning to my school. I have their names here. I have also the Surveyor's report, which Mr Crowther has been kind enough to have printed, and which says that the bridge is unsafe for a loaded cart. It does not say it is unsafe for a child. It says, on page three, that it might be repaired for a sum of sixty pounds.

        A murmur through the hall.

        ARMITAGE. Sixty pounds is sixty pounds.

        ROOK. (standing) And an iron bridge at Mill Reach is fourteen hundred. I can read a page three as well as any man.

        CROWTHER. You're not on this Council, Rook.

        ROOK. No, Mr Mayor. Not yet.

        He holds up a paper. The hall goes quiet.

        ROOK. Nomination for the vacant seat. Proposed Alice Crowther, spinster, of this town. Seconded Martha Ledgard, schoolmistress. Handed in at eleven this morning. The Town Clerk's stamped it.

        Every eye turns to CROWTHER. He looks at his daughter for a long moment.

        CROWTHER. (very low) You'd stand against your own father's Council.

        ALICE. (rising) No, Father. I'd stand beside Water Lane. If that is against you, it is because you have put yourself there.

        A long pause. Somewhere at the back of the hall, somebody begins, slowly, to clap. Then another, and another. CROWTHER raps for order, and for once, nobody hears him.

        CROWTHER. (above the noise) Item the fourth is adjourned! Adjourned until the election! (He sits heavily.) God help me. She's her mother all over.

        Curtain.
        `,
      ),
      chapter(
        'Act Three: The Bridge',
        `
        The Water Lane footbridge, a fortnight later. Night. A narrow wooden bridge over a frozen river; a lantern hung from a post; snow falling softly. On the far bank, lights in the windows of small terraced houses. CROWTHER stands alone in the middle of the bridge, in his overcoat, without his chain. Enter ALICE with a lantern.

        ALICE. They said I might find you here. The count's finished, Father.

        CROWTHER. I know. I heard the cheering from the Drill Hall. (A pause.) How many?

        ALICE. Rook had four hundred and twelve. Mr Armitage's man had two hundred and six.

        CROWTHER. Two to one. (He nods slowly.) Well. They can count, on Water Lane. I'll give them that.

        ALICE comes and stands beside him. They look down at the ice.

        CROWTHER. I walked over this bridge every day for thirty years, Alice. To the old mill, when I was a lad of twelve, with my dinner in a handkerchief. Before there was any Mayor Crowther. Before there was any money. I'd forgotten that. I'd clean forgotten. How does a man forget a thing like that?

        ALICE. By crossing a different bridge for long enough, I suppose.

        CROWTHER. (a short laugh) You've a tongue on you.

        ALICE. I have yours.

        CROWTHER. Aye. That's what I'm afraid of. (He puts his hand on the rail, testing it.) Sixty pounds, the Surveyor said.

        ALICE. Sixty-two, with the new handrail. Mr Rook has the figures.

        CROWTHER. He would have. (A pause.) I'll put in twenty myself. Don't tell the Council. Don't tell Armitage, for God's sake. And the mill at Mill Reach...

        ALICE. Can be built, Father, and will be, and the town will be glad of it. Nobody on Water Lane was ever against the mill. They were only against being forgotten on the way to it.

        Enter MISS LEDGARD and ROOK from the far bank, with lanterns, and behind them a straggle of townsfolk, children among them, coming to see. They stop when they see the Mayor.

        ROOK. Mr Crowther.

        CROWTHER. Councillor Rook. (He holds out his hand; after a moment, ROOK takes it.) You'll find the Council a cold place. I'd bring a muffler.

        ROOK. I've a warm constituency, Mr Mayor.

        The children run past them across the bridge, their boots loud on the old boards. CROWTHER watches them go. The snow falls. ALICE lifts her lantern.

        ALICE. Come home, Father. It's cold, and there's minutes to write.

        They cross together. The lantern on the post swings gently behind them. Slow curtain.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Non-Fiction · Essays
  {
    title: 'The Art of Walking Slowly',
    author: 'Ruth Calloway',
    description:
      'Three essays in praise of the unhurried walk: leaving the house without a reason, learning a place through the soles of your feet, and the strange companionship of walking alone. A quiet, funny and practical book for anyone who has ever come home from a stroll feeling more like themselves.',
    isbn: '978-1-91276-018-3',
    category: 'Non-Fiction',
    genre: 'Essays',
    publicationYear: 2020,
    publisher: 'Ashgrove Publishing',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#5f8466', '#243b2a'],
    chapters: [
      chapter(
        'On Leaving the House Without a Reason',
        `
        Most of the walking we do is not really walking. It is travel with the engine switched off. We walk to the station, to the shop, to the car park, to the meeting on the third floor, and the whole time our minds are already at the destination, tapping their feet, waiting for the body to catch up. We arrive without having been anywhere in between.

        The walk I want to write about is the other kind: the walk you take for no reason at all. You put on your shoes, you open the door, and you go out, not to get somewhere, but simply to be out. It is one of the cheapest pleasures available to a human being, and one of the most neglected, partly because it is so hard to justify. Where are you going? Nowhere. What for? Nothing. It sounds, to the modern ear, almost like a confession.

        I came to it late, and by accident. For several years I worked from a small flat above a launderette, and by three o'clock each afternoon my thoughts had the consistency of wet newspaper. One day, in despair, I went out without my phone and without a plan and simply turned left. Forty minutes later I came home with the solution to a problem I had been chewing on for a week, a pocketful of conkers, and the distinct sense that somebody had opened a window in my head.

        I have tried since to understand why this works, and the honest answer is that I am not entirely sure. Some of it, no doubt, is physical: the blood moves, the eyes refocus on distant things, the shoulders come down from around the ears. Some of it is the rhythm, that steady two-beat that seems to let thoughts fall into step with it. But I think the largest part is permission. On a walk without a purpose, there is nothing you are supposed to be thinking about, and so your mind, like a dog let off its lead, goes bounding off after whatever it likes.

        A few practical suggestions, for those who would like to try. Go out at an odd time, when the streets are doing something you do not usually see: the hour after rain, the first half-hour of light, the blue stretch of evening when the lamps have come on but the sky has not yet given up. Leave the headphones behind, at least sometimes; the world has its own soundtrack, and it is better than you remember. And do not, whatever you do, count your steps. The point is not how far. The point is that, for a little while, you were nowhere in particular, and it was enough.
        `,
      ),
      chapter(
        'The Map in the Feet',
        `
        There is a kind of knowledge of a place that can only be acquired at three miles an hour.

        You can learn a town from a car, in the sense that you learn where the roundabouts are and which lane to be in for the supermarket. You can learn it from a map, in the sense that you can draw it. But you do not know it, not in your body, until you have walked it often enough that your feet begin to anticipate the corners. The walker learns that the high street slopes, very slightly, towards the river; that the wind comes round the church tower like a slap; that there is a certain alley, behind the bakery, which smells of warm bread at six in the morning and bins at six in the evening; that the pavement outside the bank has one loose slab that rocks underfoot and has done so, apparently, since the reign of Queen Victoria.

        None of this is useful information. All of it is precious.

        I think of it as the map in the feet, and I think it is one of the things that makes a place feel like home rather than merely an address. When I moved to a new city some years ago, I was lonely in the ordinary way, and I dealt with it in the only way I knew: I walked. Every evening I took a different route, and every evening I tried to come back by a way I had not come before. I got lost often. I found a canal I had not known was there, a Turkish grocer who sold the best figs I have ever eaten, a tiny park no bigger than a tennis court where old men played chess under a plane tree. Slowly, the city stopped being a diagram and began to be a place. By the spring, I could have walked home from almost anywhere in it with my eyes half shut.

        There is a reason, I suspect, that so many of us dream of the streets we grew up in. They are printed on us, in a way that the places we have only driven through can never be. The body is a faithful archivist. It remembers the steepness of the hill to school, the exact number of steps to the front door, the sound the gate made.

        So if you want to belong somewhere, walk it. Walk it badly, and slowly, and in the rain. Take the long way home. Get lost on purpose. The map you make will be invisible, and you will never be able to show it to anyone. But you will carry it with you for the rest of your life.
        `,
      ),
      chapter(
        'Companions and Solitude',
        `
        People ask me whether I prefer to walk alone or with company, and the truthful answer is yes.

        Walking with someone is one of the great conversational inventions of the human race. Side by side, facing the same way, looking at the same hedge, people will say things they would never say across a table. There is no eye contact to manage, no silence to fill, because the walking itself fills it. You can go half a mile without a word and it is companionable rather than awkward. And then, somewhere around the second stile, your friend will mention, quite casually, the thing that has been troubling them for months, and you will both keep walking, and it will somehow be easier for being said to the path ahead rather than to a face.

        I have had some of the most important conversations of my life this way: with my father, who could never talk about anything difficult indoors; with a friend on the evening before her wedding; with my own daughter, when she was fourteen and not speaking to me in any room of the house but would, it turned out, speak to me along the towpath as far as the lock and back.

        And yet I also treasure the solitary walk, which is a different animal entirely. Alone, you notice more. You are not filtering the world through conversation; it comes at you directly. You hear the wren in the hedge. You see the heron standing in the shallows like an umbrella somebody forgot. You have thoughts that are not for anyone, thoughts that would dissolve if you tried to say them, and you let them drift past like clouds.

        There is a particular kind of solitude that is not loneliness, and I think walking is one of the best ways of finding it. Loneliness is the absence of others. Solitude, the good kind, is the presence of yourself. On a long walk alone you keep yourself company, and if you are lucky you find that you are rather better company than you had feared.

        My advice, for what it is worth, is to have both. Keep one or two friends with whom you walk, regularly, whatever the weather, and guard those walks as you would guard any precious thing. And keep a walk or two entirely for yourself, a route that nobody else knows you take, where you go when you need to hear yourself think. Between the two, I have found, a person can get through almost anything.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Science · Astronomy
  {
    title: 'The Patient Universe: Deep Time and the Slow Work of Stars',
    author: 'Amara Okonjo-Reyes',
    description:
      'Why is the night sky dark? How old is the light in your eyes? Where did the iron in your blood come from? An astronomer takes the long view, from the first light of the universe to the slow grinding of continents, and shows how patience is the great secret of the cosmos.',
    isbn: '978-1-80937-865-1',
    category: 'Science',
    genre: 'Astronomy',
    publicationYear: 2022,
    publisher: 'Meridian House',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#20245a', '#05060f'],
    chapters: [
      chapter(
        'How Old Is the Light?',
        `
        Go outside on a clear night, away from the streetlights, and look up. Everything you see is out of date.

        Light is fast, but it is not instantaneous. It travels at almost three hundred thousand kilometres every second, which is quick enough to circle the Earth more than seven times in the time it takes you to say so. On the scale of a kitchen, or a country, or even a planet, that is as good as instant. On the scale of the sky, it is not.

        Sunlight takes a little over eight minutes to reach us. If the Sun were to vanish this moment, we would go on basking in its warmth for eight minutes and twenty seconds before the news arrived. The light from the nearest star beyond the Sun, a faint red dwarf called Proxima Centauri, has been travelling for about four and a quarter years. The bright stars of the familiar constellations are mostly tens to hundreds of light years away; the light entering your eye from some of them set out before the invention of the printing press.

        And if you know where to look, on an autumn night in the northern hemisphere, you can see with your naked eye a faint smudge in the constellation of Andromeda. It is not a star. It is a whole galaxy, a spiral of several hundred billion suns, and its light has been travelling towards you for about two and a half million years. When those particular photons left, there were no humans on Earth. There were our distant ancestors, walking upright across the African savannah, but nobody who would have recognised a telescope, or a poem, or a name.

        This is the first lesson of astronomy, and in some ways the most profound. To look out into space is to look back in time. The further away something is, the older the view we get of it. Astronomers use this, deliberately. By pointing our largest telescopes at the faintest, most distant galaxies, we can see the universe as it was when it was young, a few hundred million years after its beginning, and watch how it grew up.

        There is a limit, of course. Go back far enough, to about three hundred and eighty thousand years after the beginning, and the universe was so hot and dense that light could not travel freely at all; it was scattered, again and again, in a glowing fog. When the fog finally cleared, the light that escaped has been travelling ever since. It is still arriving. It has been stretched by the expansion of space from a white-hot glare into faint microwaves, and we can detect it, coming from every direction in the sky, with a temperature less than three degrees above absolute zero. It is the oldest light there is. And it is, in a very real sense, the afterglow of the beginning of everything.
        `,
      ),
      chapter(
        'The Life of a Star',
        `
        A star is a long argument between gravity and heat, and for most of its life it is a remarkably even one.

        It begins in a cloud of gas and dust, cold and thin, drifting between the stars of a galaxy. Something disturbs the cloud, perhaps the shockwave from a distant explosion, and a region of it begins to collapse under its own weight. As it falls inwards it spins faster and heats up, and at the centre a dense, hot ball begins to form. For a long time that ball simply glows with the heat of its own contraction. Then, when the core reaches a temperature of around ten million degrees, something new happens. Hydrogen nuclei, slamming into one another, begin to fuse into helium, and the star switches on.

        Fusion releases energy, and that energy pushes outwards, and the push balances the inward pull of gravity. The star settles down. This stable, grown-up phase is called the main sequence, and our Sun has been in it for about four and a half billion years. It will stay there for roughly another five. Every second, in its core, it turns around six hundred million tonnes of hydrogen into helium, and a few million tonnes of matter vanish entirely, converted into the energy that eventually reaches us as daylight.

        Bigger stars live faster and die younger. A star ten times the mass of the Sun burns through its fuel in a few tens of millions of years, a blink in cosmic terms. Small red dwarfs, by contrast, sip their hydrogen so slowly that they will go on shining for trillions of years, far longer than the universe has so far existed. Not one of them has yet had time to die.

        When a star like the Sun runs low on hydrogen in its core, the balance tips. The core contracts and heats; the outer layers swell and cool. The star becomes a red giant, large enough, in the Sun's case, to swallow the inner planets. In its hot core, helium begins to fuse into carbon and oxygen. Eventually the outer layers drift away into space as a glowing shell, and what remains is a white dwarf: a stellar ember about the size of the Earth, so dense that a teaspoon of it would weigh several tonnes, cooling slowly in the dark.

        For the very largest stars, the ending is far more dramatic. And, as we shall see, it is one we have every reason to be grateful for.
        `,
      ),
      chapter(
        'We Are Made of Old Stars',
        `
        Look at the back of your hand. The calcium in its bones, the iron in the blood moving through its veins, the carbon and oxygen and nitrogen in nearly every molecule: almost none of it existed when the universe began.

        The early universe was made almost entirely of hydrogen and helium, with a faint trace of lithium. That was it. No carbon for life, no oxygen to breathe, no silicon for rocks, no iron for planetary cores. Every one of those heavier elements had to be made later, and the place they were made was inside stars.

        A massive star is a kind of onion of fusion. When hydrogen runs out in its core, it fuses helium into carbon. When helium runs out, it fuses carbon into neon and oxygen, and then oxygen into silicon, and then silicon into iron, each stage faster and hotter than the last. The final stage, building an iron core, may take only a day. And there the process stops, because fusing iron does not release energy; it consumes it. The star has run out of ways to hold itself up.

        What follows happens in under a second. The iron core collapses inwards at a substantial fraction of the speed of light, crushing itself into a ball of neutrons only a few tens of kilometres across. The outer layers fall in after it, rebound, and are blasted outwards in a supernova, an explosion so bright it can briefly outshine an entire galaxy. In the violence of that explosion, and in later collisions between the dense neutron stars such explosions leave behind, many of the elements heavier than iron are forged: gold, silver, platinum, uranium, and the iodine your thyroid needs.

        All of that newly minted material is flung out into space. It mixes with the gas between the stars. Eventually, some of that enriched gas is drawn into a new collapsing cloud, and forms a new star, and around that star a disc of dust and gas, and from that disc, planets.

        About four and a half billion years ago, one such cloud collapsed to form our Sun. The Earth was built from its leftovers, and so, eventually, were we. The astronomer's old line is that we are made of star stuff. It is not a metaphor. It is chemistry. The atoms in your body have been inside stars that lived and died before the Sun was born; they have crossed interstellar space, waited in cold clouds for millions of years, and have been, for a brief and extraordinary while, arranged into you.
        `,
      ),
      chapter(
        'Deep Time on Earth',
        `
        Human beings are very bad at imagining long stretches of time, and it is not our fault. We evolved to think in seasons and lifetimes. A thousand years feels ancient. A million is just a word. And the Earth is about four and a half thousand million years old.

        One way to make it graspable is to squash the whole history of the planet into a single calendar year. The Earth forms at midnight on the first of January. For a few weeks it is a molten, battered world, and some time in that first month a body about the size of Mars strikes it a glancing blow, throwing up the debris that becomes the Moon. The oldest mineral grains we have found, tiny crystals of zircon from Western Australia, date from the middle of January. By February or March, the first simple life has almost certainly appeared in the oceans.

        And then, for a very long time, not much seems to happen, at least to the eye. Through spring and summer and into the autumn, life is almost entirely microscopic: single cells, mats of bacteria, slowly changing the chemistry of the air. Around midsummer, photosynthesis has pumped enough oxygen into the atmosphere to change the planet for ever. Complex cells appear. Still nothing you could see without a microscope.

        Animals with shells and skeletons only burst onto the scene in mid-November. Plants creep onto land in late November. The dinosaurs arrive in mid-December and dominate for about two weeks, until an asteroid strike on the twenty-sixth brings their reign to an abrupt end. Our own species, Homo sapiens, turns up in the last half-hour of the thirty-first of December. All of recorded history, every pyramid and every poem, fits into the final minute. The industrial revolution happens in the last two seconds.

        It is a humbling picture, but I find it a consoling one too. The Earth has been patient with us. It has had time to try almost everything, and to recover from almost anything: ice ages, supervolcanoes, mass extinctions. Its continents have wandered across its face, colliding and splitting, raising mountains that rain wore down again to sand. The limestone in a cathedral wall was once the shells of creatures in a warm sea.

        To think in deep time is to see the world as something still in motion, still being made. The hills outside your window are not finished. Neither, for that matter, are we.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Technology · Programming
  {
    title: 'Plain Code: Writing Software People Can Read',
    author: 'Priya Lindqvist',
    description:
      'Code is read far more often than it is written, yet most of us were taught only to write it. A friendly, practical guide to naming, structure and tests for programmers who want their work to make sense to the next person who opens the file, including themselves in six months.',
    isbn: '978-1-797543-23-9',
    category: 'Technology',
    genre: 'Programming',
    publicationYear: 2023,
    publisher: 'Kestrel Technical',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#24404a', '#0c1a20'],
    chapters: [
      chapter(
        'Code Is Read More Than It Is Written',
        `
        Every line of code you write has two audiences. The first is the computer, which is tireless, literal and completely uninterested in your feelings. The second is a person, usually tired, often in a hurry, frequently you, who will open the file at some point in the future and try to work out what on earth is going on.

        Most programming education focuses almost entirely on the first audience. We learn how to make the machine do what we want: syntax, algorithms, data structures, the rules of the language. These matter, of course. But the machine is the easy reader. It will accept anything that compiles, however tangled. The human reader is much harder to satisfy, and in the life of most real software, far more important.

        Consider how a typical line of code spends its life. It is written once, perhaps in ten minutes. It is then read: in code review, by a colleague; during debugging, by someone chasing a fault through the system; when a feature changes, by someone trying to work out whether this is the right place to change it; during an upgrade, by someone checking whether it depends on something that is going away. Over years, a single line may be read dozens or hundreds of times. If it takes each reader an extra minute to understand, the cost of that unclear line dwarfs whatever time was saved by writing it quickly.

        This is the central idea of this book: clarity is not a luxury, or a matter of taste, or something to tidy up later if there is time. It is a direct, measurable cost, paid every time someone reads your work. Plain code is cheaper code.

        What does plain code look like? It is not necessarily short. Some of the most unreadable code ever written is extremely short. Nor is it necessarily simple in what it does; some problems are genuinely hard. Plain code is code whose structure matches the shape of the problem, whose names tell the truth, and whose surprises are explained. A reader can follow it from top to bottom without having to hold more than a handful of things in their head at once.

        In the chapters that follow we will look at three of the most powerful tools for achieving this: good names, small and well-bounded functions, and tests that explain intent. None of them is new. All of them are routinely neglected. And all of them can be practised, starting with the next line you write.
        `,
      ),
      chapter(
        'Names Are the Smallest Documentation',
        `
        If you improve only one thing about the code you write, improve the names. A good name is documentation that cannot drift out of date, because it travels everywhere the thing it names goes.

        Compare two lines. The first reads: if d greater than 30, then flag. The second reads: if daysSinceLastLogin greater than inactivityThresholdDays, then markAccountDormant. They do exactly the same thing. The first forces the reader to go hunting for what d is, what thirty means, and what flag does. The second tells them, at the moment they need to know. It is longer, and that is fine. Characters are cheap. Attention is expensive.

        A few principles have served me well over the years.

        Name things for what they mean, not for what they are made of. A variable called stringList tells me its type, which my editor already knows. A variable called pendingInviteEmails tells me why it exists. Likewise, prefer customerId to id when there is more than one kind of id in view, and prefer retryDelaySeconds to delay, because the unit is part of the meaning and has caused more bugs than anyone would like to admit.

        Let the size of the name match the size of the scope. A loop counter that lives for three lines can be called i. A module-level setting read from fifty places should have a name that makes sense to a stranger arriving from any of them.

        Name functions for what they do, and make them do what they are named. A function called getUser that also updates the last-seen timestamp is a trap: the reader trusts the name and is ambushed by the side effect. Either rename it to something honest, like recordVisitAndLoadUser, or, better, split it in two.

        Avoid names that are almost the same. If a file contains both userData and userInfo, a reader will spend a long time wondering what the difference is, and they will probably guess wrong. Pick one meaning per word and hold to it across the whole codebase.

        Finally, be willing to rename. The first name you choose is a guess, made before you fully understood the thing you were naming. When you understand it better, update the name. Modern tools make this nearly free. The only real obstacle is the feeling that a name, once given, is permanent. It is not. A name is a promise about what something means, and when the meaning changes, the promise should change with it.
        `,
      ),
      chapter(
        'Small Functions, Clear Boundaries',
        `
        A function is a unit of understanding. When it is doing its job, a reader can treat it as a black box: they read the name, glance at the inputs and outputs, and move on, trusting that it does what it says. When it is not doing its job, the reader has to open it up, and then open up everything it calls, and before long they are twelve files deep with no memory of why they came.

        The most reliable way to keep functions trustworthy is to keep them small and focused. A good rule of thumb is that you should be able to describe what a function does in one sentence without using the word and. Validate an order. Calculate the shipping cost. Send the confirmation email. Each of these is a fine function. Validate the order and calculate the shipping and send the email is a small program pretending to be a function, and it will be hard to test, hard to reuse, and hard to change without breaking something.

        Small functions also make the larger flow of the code legible. A top-level routine that reads like a short list of well-named steps is a gift to every future reader:

        const order = parseOrder(request.body);
        validateOrder(order);
        const total = priceOrder(order, currentPriceList());
        await saveOrder(order, total);
        await sendConfirmation(order.customerEmail, total);

        Anyone can understand that at a glance, and anyone who needs more detail knows exactly which step to open.

        Pay particular attention to boundaries: the places where your code meets the outside world. Network calls, databases, files, clocks, random numbers and user input are all sources of surprise. Keep them at the edges. Let the core of your program be made of functions that take plain values and return plain values, with no hidden reaching out into the world. Such functions are easy to reason about and easy to test, because the same input always gives the same output.

        Then wrap the messy edges in thin layers that translate between the world and your core. The function that reads from the database should do little more than read from the database. The function that decides what to do with the data should not know there is a database at all.

        None of this requires a particular language or framework. It requires only the habit of asking, each time a function starts to grow, whether it has quietly taken on a second job, and the discipline to give that job a name and a home of its own.
        `,
      ),
      chapter(
        'Tests as Letters to the Future',
        `
        We usually talk about tests as a safety net, and they are one. A good suite of automated tests lets you change code with confidence, because if you break something, you find out in seconds rather than from an angry customer. But tests have a second purpose that is just as valuable and far less often discussed. They are the most reliable documentation a project has.

        Comments can lie. They are written once and then forgotten while the code beneath them changes. Design documents can lie; they describe what was intended, not what was built. But a passing test cannot lie about the behaviour it checks. If the test says that an order over fifty pounds ships free, and the test passes, then the code really does ship it free. A test is a statement about the system that the system itself confirms, every time you run it.

        To make the most of this, write tests that read like examples rather than like puzzles. A test name such as test_calc_3 tells the reader nothing. A name such as orders over the free-shipping threshold are charged no shipping tells them a rule of the business. Inside the test, arrange things so the reader can see at a glance what matters: the setup, the action, and the expected result, in that order, with as little unrelated detail as possible.

        Test behaviour, not implementation. A test that checks that a particular private helper was called three times will break the moment someone improves the code, even if the result is exactly the same. A test that checks the result will survive refactoring and keep doing its job. The aim is to pin down what the code promises to its callers, and leave it free to keep that promise in whatever way works best.

        When you fix a bug, write the test first: a small, failing example that reproduces the problem. Then fix the code until it passes. You now have proof that the bug is gone, and a guard to make sure it never quietly returns.

        I like to think of a test suite as a collection of letters to the future. Each one says: this mattered to us; here is exactly how we expected it to behave; if you change it, do so on purpose. The person who opens those letters may be a new colleague, or a stranger who inherits the project years from now, or you, late on a Friday, trying to remember why a strange edge case exists. Write to them clearly. They will be grateful, and so, eventually, will you.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── History
  {
    title: 'The Salt Roads: How a Mineral Built Empires',
    author: 'Linus Varga',
    description:
      "For most of human history salt was wealth, power and survival. From Saharan caravans and Han dynasty monopolies to the hated French gabelle and Gandhi's march to the sea, a lively short history of the humble crystal that paid for armies, provoked rebellions and helped end an empire.",
    isbn: '978-0-991703-42-5',
    category: 'History',
    genre: 'World History',
    publicationYear: 2018,
    publisher: 'Meridian House',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#ead9b0', '#c1965a'],
    chapters: [
      chapter(
        'White Gold',
        `
        It is hard, today, to take salt seriously. It sits in a cheap cardboard drum at the back of the cupboard, costs less than almost anything else in the supermarket, and is more often warned against than wanted. Yet for most of recorded history, salt was among the most precious substances human beings could own. Wars were fought over it, cities grew rich on it, and governments discovered very early that nothing was easier to tax.

        The reason is simple. Before refrigeration, salt was the main way to stop food from rotting. Salted fish, salted pork, cured ham, pickled vegetables, hard cheese: all of them depended on salt to draw out water and keep decay at bay. Salt made it possible to store the surplus of a good harvest against a bad winter, to feed sailors on long voyages and soldiers on long campaigns, and to trade food over distances that fresh produce could never survive. People and their animals also need salt simply to live, and a farming diet of grain provides far less of it than a hunter's diet of meat. As societies settled down to farm, their need for salt went up.

        Getting it was another matter. Where the sea was close and the sun was strong, salt could be made by letting seawater evaporate in shallow pans, a method used from the Mediterranean to China since ancient times. Elsewhere, people boiled brine from salt springs over fires, which needed enormous amounts of fuel. And in a few fortunate places, they dug it out of the ground.

        Some of those mines are astonishingly old. In the mountains of Austria, around the village of Hallstatt, people were mining rock salt more than three thousand years ago; the salt was so valuable, and the community so wealthy, that archaeologists have named an entire phase of early European culture after the place. At Wieliczka, near Krakow in Poland, miners worked the same deposits from the thirteenth century onwards, and over the centuries carved whole chapels out of the grey-green salt, complete with altars, statues and chandeliers.

        In West Africa, the trade ran across the Sahara itself. Great slabs of salt were cut from desert deposits at places such as Taghaza and, later, Taoudenni, loaded onto camels, and carried south in caravans to the markets of cities like Timbuktu. There, in regions rich in gold but short of salt, it fetched prices that astonished visiting travellers. Later writers liked to claim that salt was traded for gold weight for weight. That was an exaggeration. But the fact that anyone could believe it tells us a great deal about what the white crystal was worth.
        `,
      ),
      chapter(
        'Salt and the State',
        `
        Any ruler looking for a reliable source of money could hardly do better than salt. Everyone needed it, nobody could do without it, and it was produced in a small number of places that were easy to watch. Tax the salt, and you taxed every household in the land, rich and poor alike, without the trouble of assessing anybody's wealth.

        The Chinese understood this very early. Tradition credits Guan Zhong, a minister of the state of Qi in the seventh century BC, with recognising that control of salt could fill a treasury. Centuries later, under the Han dynasty, the emperor Wu made salt and iron into state monopolies in about 117 BC, to pay for his costly wars on the northern frontier. The policy was bitterly controversial. In 81 BC, a few years after his death, the imperial court held a famous debate in which officials defended the monopolies as necessary for the state, while Confucian scholars denounced them as a burden on ordinary people and an invitation to corruption. A record of the arguments survives as the Discourses on Salt and Iron, and much of it sounds startlingly modern. Versions of the salt monopoly remained a pillar of Chinese government finance for some two thousand years.

        In the west, Rome's relationship with salt began almost at its gates. One of the oldest roads in Italy, the Via Salaria or Salt Road, ran north-east from Rome towards the Adriatic, and took its name from the salt carried along it from the marshes near the mouth of the Tiber to the peoples of the hills inland. Control of those salt pans was one of the early sources of Roman wealth.

        Salt has also left its mark on our language. The Latin salarium, the root of our word salary, is connected with sal, salt. It is often said that Roman soldiers were paid in salt, or given an allowance to buy it. The truth is less certain: the ancient evidence is thin, and scholars still argue over what exactly the salarium was. But the story has survived because it feels right. For the Romans, as for so many peoples, salt and money were never far apart.

        The pattern repeated itself across the world. Wherever there was a state, there was, sooner or later, a tax on salt, and wherever there was a tax on salt, there were smugglers, grumbling, and, every so often, rebellion.
        `,
      ),
      chapter(
        'The Hated Tax',
        `
        Few cities have ever owed as much to salt as Venice. The lagoon in which it stands was ringed with salt pans, and in its early centuries the Venetians made and sold salt along with fish, and used the profits to build ships. As the republic grew, it did something cleverer still: it set out to control the salt trade of the whole northern Adriatic, buying salt from producers around the region, shipping it in Venetian vessels and selling it on at a handsome mark-up to the towns of northern Italy. A special state office managed the trade, and its revenues helped pay for the fleets and public buildings that made Venice one of the great powers of the medieval Mediterranean.

        If Venice shows what salt could build, France shows what it could destroy. The French crown began taxing salt in the Middle Ages, and by the fourteenth century the gabelle, as it was called, had become a permanent part of royal finance. It was also, by general agreement, one of the most hated taxes in Europe.

        Part of the problem was that it was wildly unequal. France was divided into zones with completely different rules. In the regions of the so-called great gabelle, around Paris and across much of the north and centre, salt was heavily taxed and families were obliged to buy a minimum quantity each year at the official price, whether they needed it or not. Elsewhere the tax was lighter, and a few provinces, such as Brittany, were exempt entirely. The same sack of salt could cost many times more on one side of a provincial border than on the other.

        The result was an enormous smuggling industry. Salt smugglers, known as faux-sauniers, carried cheap salt across the internal frontiers by night, and the state fought back with an army of guards and savage punishments, including years of forced labour rowing in the galleys. Every year thousands of men, women and even children were arrested for the crime of buying salt too cheaply.

        By the eighteenth century the gabelle had become a symbol of everything that was wrong with the old regime: arbitrary, unfair and enforced with brutality. When the Revolution came, the National Assembly abolished it in 1790, to widespread rejoicing. The rejoicing did not last for ever. Napoleon, in need of money, brought back a tax on salt in 1806, and France did not finally abandon it until 1945. But the lesson of the gabelle was not forgotten. A tax on something everyone needs is easy to collect. It is also remarkably easy to hate.
        `,
      ),
      chapter(
        'A Pinch of Salt at Dandi',
        `
        On the morning of 12 March 1930, a thin man of sixty in a homespun cloth and sandals set out on foot from his ashram near Ahmedabad, in western India, accompanied by seventy-eight followers. His destination was the small coastal village of Dandi, about 240 miles away. His purpose was to pick up a handful of salt.

        The man was Mohandas Gandhi, and the salt was illegal. Under British rule, a law passed in 1882 gave the colonial government a monopoly on the manufacture and sale of salt, and imposed a tax on it. Indians living beside the sea were forbidden to make their own salt from the water lapping at their feet; they had to buy it, taxed, from government sources. The tax fell hardest on the poorest, for whom salt was not a luxury but a necessity in a hot climate.

        Many in the Indian National Congress were puzzled when Gandhi chose salt as the focus of a new campaign of civil disobedience. It seemed too small, too humble. But Gandhi understood something that his critics did not. Everyone in India, rich or poor, Hindu or Muslim, understood what it meant to be taxed on salt. And the act of breaking the law was so simple that anyone could do it.

        The march took twenty-four days. Gandhi walked through village after village, speaking to crowds, and the newspapers of India and the world followed his progress. By the time he reached the sea at Dandi on 5 April, thousands were walking with him. The next morning he waded into the shallows, then bent down on the shore and scooped up a lump of natural salt from the mud. It was, in law, a crime. In every other sense, it was a signal.

        Across India, people began making salt illegally, selling it openly, and boycotting British goods. The authorities responded with mass arrests; tens of thousands were jailed, Gandhi among them. At the Dharasana salt works, in May, peaceful marchers walked forward in rows to be beaten by police, and an American journalist's account of the scene was read around the world.

        The Salt March did not end British rule; that took seventeen more years. But it changed the struggle. It showed that ordinary people, acting together and without violence, could make an empire look unjust in the eyes of the world. It is fitting, perhaps, that the long history of salt as an instrument of power should end with a handful of it held up, in defiance, on a beach.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Biography
  {
    title: 'The Woman Who Read the Cliffs: A Life of Mary Anning',
    author: 'Clara Whitlow',
    description:
      "Struck by lightning as a baby, left poor by her father's death at eleven, and shut out of every scientific society of her day, Mary Anning of Lyme Regis still found the fossils that changed how the world understood its own past. A vivid, compassionate short life of the greatest fossil hunter of the nineteenth century.",
    isbn: '978-1-80948-757-5',
    category: 'Biography',
    genre: 'History of Science',
    publicationYear: 2017,
    publisher: 'Ashgrove Publishing',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#8a6a4a', '#2e2016'],
    chapters: [
      chapter(
        'Lightning at Lyme',
        `
        On the afternoon of 19 August 1800, a travelling troupe of horse riders put on a show in a field outside the little Dorset seaside town of Lyme Regis. A summer storm blew in off the Channel. A local woman named Elizabeth Haskings, who was looking after a neighbour's baby, took shelter with two friends beneath an elm tree. Lightning struck the tree. All three women were killed. The baby, fifteen months old, was carried home and plunged into a bath of warm water, and to everyone's astonishment she revived.

        Her name was Mary Anning. In later years people in Lyme liked to say that the lightning had changed her, that she had been a dull, sickly infant and grew up lively, clever and curious. It is the kind of story small towns tell about their remarkable daughters. But it is true that she was, from the very beginning, a survivor, and that is perhaps the most important thing to know about her.

        The Annings were poor. Mary's father, Richard, was a cabinetmaker, and the family were Dissenters, Protestants outside the Church of England, which in those days meant being excluded from many opportunities in education and public life. Richard and his wife Molly had ten children; only two, Mary and her older brother Joseph, survived to grow up. Their house stood so close to the sea that storms sometimes flooded it.

        What the Annings did have was the cliffs. The coast around Lyme is made of layers of rock laid down at the bottom of a sea some two hundred million years ago, in the age we now call the Jurassic. The cliffs are soft and crumbling, and every winter storms and landslips tear them open, spilling out the remains of the creatures that lived in that ancient sea. Local people had collected these strange stones for generations. They called the coiled ammonites snake-stones, and the bullet-shaped belemnites devil's fingers, and they sold them as curiosities to the visitors who had begun coming to Lyme for the sea air.

        Richard Anning hunted the beaches for fossils to supplement his income, and he took his children with him. Mary learned to read the shoreline the way other children learned to read their letters: which rocks were worth splitting, where the newest falls had opened, how to tell a fossil from an ordinary stone at a glance. It was dangerous work. The best time to search was after a storm, when the cliffs were most likely to collapse again.

        In November 1810, when Mary was eleven, her father died, worn out by tuberculosis and the effects of a fall from the cliffs. He left his family with debts and no income. The fossils, which had been a sideline, were suddenly all they had.
        `,
      ),
      chapter(
        'The Sea Dragon',
        `
        In 1811, Mary's brother Joseph found something extraordinary sticking out of the cliff between Lyme and Charmouth: a skull about four feet long, with an enormous eye socket and a long beak full of sharp teeth. Some months later Mary, then about twelve, located and painstakingly dug out much of the rest of the skeleton. It was a creature nobody had ever properly seen before: a great reptile shaped rather like a dolphin, which had hunted in the Jurassic seas.

        The family sold it to a local landowner for about twenty-three pounds, a large sum for them. It went on show in London, and in time was bought by the British Museum. Scientists eventually named it Ichthyosaurus, the fish-lizard. Newspapers and visitors called it a sea dragon. For the Annings it was a lifeline, and for Mary it was the beginning of a career.

        It is worth pausing to consider how remarkable this was. In the early nineteenth century, the idea that whole kinds of animals might have lived and then vanished from the Earth was still new and controversial. Many educated people believed that every species God had made must still exist somewhere, perhaps in the unexplored depths of the ocean. Fossils like the ichthyosaur were among the evidence that would force a change of mind. They showed, beyond reasonable doubt, that the world had once been inhabited by creatures utterly unlike any living today.

        Throughout her teens and early twenties Mary and her family lived precariously, sometimes close to destitution, selling fossils to collectors and tourists. In 1820 a wealthy collector named Thomas Birch, who had bought many of their finds, was so troubled by their poverty that he auctioned his own collection and gave the proceeds, several hundred pounds, to the Annings. It was a generous act, and it helped Mary become the principal fossil hunter in the family.

        By then she was no longer simply a finder of fossils. She was teaching herself geology and anatomy from whatever books and papers she could borrow, copying out articles by hand and making careful drawings. She dissected modern fish and cuttlefish to understand the anatomy of their fossil relatives. Visitors who came expecting a simple shopkeeper were startled. One titled lady who went fossil hunting with her in 1824 wrote in her diary that Mary had made herself so thoroughly acquainted with the science that she knew at a glance to what kind of animal a bone belonged, and that the professors and clever men she corresponded with all acknowledged that she understood more of the subject than anyone else in the kingdom.

        They certainly came. The gentlemen of the new science of geology had learned that if you wanted the best specimens on the south coast, you went to Lyme Regis and asked for Miss Anning.
        `,
      ),
      chapter(
        'Bones for Gentlemen',
        `
        In December 1823 Mary Anning made the discovery that would secure her reputation among scientists: the first nearly complete skeleton of a plesiosaur. It was an even stranger animal than the ichthyosaur, with a small head, a broad body, four great paddles, and a neck so absurdly long that one writer compared it to a snake threaded through the shell of a turtle.

        It was so strange, in fact, that the most famous naturalist in Europe, Georges Cuvier in Paris, at first suspected it was a fake, two fossils cleverly joined together. It was not unusual for dealers to improve their specimens, and the neck had far more vertebrae than any known reptile. A meeting of the Geological Society in London debated the matter. After careful examination the skeleton was found to be genuine, and Cuvier accepted it. The plesiosaur was described to the Society by a clergyman-geologist, William Conybeare. He did not mention the name of the woman who had found it.

        This was to be the pattern of her life. Over the following years Mary made one important discovery after another. In 1828 she found the first pterosaur skeleton discovered outside Germany, a flying reptile later named Dimorphodon. She found new kinds of fossil fish. She noticed that the curious stones known as bezoars were often found inside the skeletons of ichthyosaurs, in the region of the abdomen, and when they were broken open they contained fish bones and scales. The geologist William Buckland concluded that they were fossilised dung, coprolites, and that they revealed what these ancient animals had eaten. She found belemnites with their ink sacs preserved, and the fossil ink, it was said, could be ground up and used to draw with.

        Specimens she had found went into the great museums and the private cabinets of wealthy collectors, where labels usually gave the name of the person who had bought them. Scientific papers described her discoveries, often without naming her. She could not join the Geological Society, which admitted no women, and could not even attend its meetings as a guest.

        She knew it, and it hurt. She told one young visitor that the world had used her ill, and that learned men had made use of her knowledge and published it as their own. Yet she also had real friends among them. The geologist Henry De la Beche, who had known her since they were young, painted a famous scene of the ancient Dorset sea filled with her creatures, and sold prints of it to raise money for her. The Swiss naturalist Louis Agassiz, visiting in 1834, named fossil fish in her honour, and thanked her in print.
        `,
      ),
      chapter(
        'A Name Left Out',
        `
        By the time she was in her thirties Mary Anning was famous, at least among those who mattered in geology, and she had opened a small shop in Lyme with a glass window, where a visitor might find an ichthyosaur skull displayed among the ammonites. Her life remained hard. In 1833 a landslide on the shore came down so close to her that it killed her little black and white terrier, Tray, who had been her constant companion on the beach for years. She wrote to a friend that the loss had quite upset her.

        Money continued to be a worry. Some time in the mid-1830s she lost a large part of her savings in an unwise investment. Her friends among the geologists, led by Buckland, persuaded the British Association for the Advancement of Science and the government to grant her a small annual pension, in recognition of her services to science. It was not a fortune, but it gave her some security. It was, in its way, the first public acknowledgement that the cliffs of Lyme had produced a scientist as well as a set of bones.

        In the 1840s she became ill with breast cancer. The members of the Geological Society, hearing of it, raised money to help her. In 1846 the new Dorset County Museum made her its first honorary member. She died in Lyme on 9 March 1847, at the age of forty-seven, and was buried in the churchyard of St Michael's, on the hill above the sea.

        Then something unusual happened. Henry De la Beche, now president of the Geological Society, the very institution that had never admitted her, wrote a tribute to her, which was published in the Society's journal. No woman had ever been honoured in that way before. A few years later the Society's members paid for a stained glass window in her memory in the parish church, where it can still be seen.

        For a long time after her death Mary Anning's name faded from the story of science, as the names of so many women did. But it never vanished entirely. Charles Dickens wrote about her in his magazine, in a piece that ended by observing that the carpenter's daughter had won a name for herself, and deserved to win it. Children in Lyme grew up hearing about her. And gradually, as historians looked again at the early years of geology, her central place in it became impossible to ignore.

        Today her fossils are displayed in London's Natural History Museum with her name beside them. She has been honoured by scientific bodies that would never have let her in the door. In Lyme Regis, visitors still hunt the beaches after a storm, splitting rocks and peering at the cliffs. Every one of them is, in a sense, following her.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Romance
  {
    title: 'A Summer of Borrowed Letters',
    author: 'Juliet Marchbank',
    description:
      "Nell Ashby inherits her great-aunt's crooked little bookshop in a seaside town, along with a leaking roof, a cat with opinions and a bundle of unsent love letters hidden in the poetry shelf. The only person who can help her find out who wrote them is the infuriatingly kind carpenter fixing her door.",
    isbn: '978-1-761318-60-3',
    category: 'Romance',
    genre: 'Contemporary Romance',
    publicationYear: 2022,
    publisher: 'Saltmarsh Books',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#b44d6a', '#4a1a2e'],
    chapters: [
      chapter(
        'The Shop on Harbour Lane',
        `
        The solicitor's letter had said the shop was "in need of some attention", which Nell Ashby was beginning to suspect was solicitor for "falling down".

        It stood at the bottom of Harbour Lane in Porthlow, wedged between a chip shop and a gallery selling paintings of boats, and it leaned very slightly to the left, as if it were trying to hear what the chip shop was saying. The sign above the window read ASHBY'S BOOKS, SECONDHAND AND RARE in faded gold letters, except that the R of RARE had fallen off some years ago and nobody had replaced it. The window itself was so crowded with books that almost no light got through, and on top of the biggest pile, washing one paw with enormous dignity, sat a large ginger cat.

        "You must be Marmalade," Nell said through the glass. The cat looked at her with the weary contempt of a creature that had seen many owners come and go, and went back to its paw.

        Great-Aunt Iris had run the shop for fifty-one years. Nell had visited exactly four times, all of them as a child, and what she chiefly remembered was the smell, dust and paper and sea air and peppermints, and the way Iris had let her sit on the floor behind the counter reading anything she liked for as long as she liked. Then there had been a falling out between Iris and Nell's mother that nobody would explain, and the visits had stopped, and the next thing Nell had heard of her great-aunt was a phone call from a solicitor in March.

        She had come down intending to stay a fortnight, sort out the stock, find an estate agent, and go back to her job in London, which was in marketing and which she did not love. That had been the plan on the train. It had survived the taxi ride, the first sight of the harbour, and the smell of the shop when she turned the key in the stiff old lock. It did not survive the door.

        The door, having let her in, refused to let her out. It had swollen in the damp, and when she pulled it jammed solid in its frame. She pulled harder. Something cracked. The handle came away in her hand.

        Marmalade, from the window, watched with interest.

        "Fine," said Nell, to nobody. "Fine. I'll just live here now."

        There was a knock on the glass. A man was standing outside, tall, with sawdust on his jumper and a toolbag over his shoulder, looking at the handle in her hand with an expression of deep and sympathetic amusement.

        "Iris always said that door would outlive her," he called through the glass. "I'm Sam. I'm meant to be fixing it. Do you want to hand me that, or shall we talk through the window all summer?"
        `,
      ),
      chapter(
        'Letters in the Margins',
        `
        Sam Delaney, it turned out, had been fixing things at Ashby's Books for six years, ever since he had come back to Porthlow to take over his grandfather's workshop. He had fixed the shelves and the skylight and the back stairs, and once, memorably, the toilet, and he had been paid for most of it in tea, biscuits and secondhand books, because Iris had believed that a carpenter who did not read was only half a carpenter.

        "She'd give me a book every Friday," he said, planing the bottom of the door while Nell held it steady. "And every Monday she'd want to know what I thought of it. If I hadn't finished it she'd look at me like I'd kicked Marmalade."

        "She sounds terrifying."

        "She was wonderful," Sam said simply, and Nell, who had not expected that, found she had nothing to say.

        It was the following week, sorting through the poetry section, that she found the first letter. It was tucked inside a battered copy of a collection of love poems, folded twice, the paper gone soft and brown at the edges. My dearest I, it began, in a looping hand in blue ink. I have tried four times to write this and torn it up four times. So I shall simply say it: I cannot stop thinking about Tuesday.

        It was not signed, except with a single letter: R.

        By the end of the afternoon she had found nine more, in nine different books, all in the same hand, all addressed to I, all unsigned but for that single R. None of them had ever been posted. Some were dated, spanning the summer of 1971. They were funny and shy and tender and, as the summer went on, increasingly desperate, and the last one, tucked into a book of sea poems, said only: I will wait by the harbour wall on Saturday at six. If you come, I will know. If you don't, I will know that too, and I will never trouble you again.

        Nell read it sitting on the floor behind the counter, where she had sat as a child, and found to her embarrassment that she was crying.

        "Iris," said Sam, when she showed him, turning the letter over gently in his big, careful hands. "I, for Iris. She never married. Everyone in town wondered why."

        "But they weren't sent," said Nell. "They're his letters. Why would she have them, if he never sent them?"

        Sam looked at the looping blue handwriting for a long time. Something in his face changed.

        "I think I know that writing," he said slowly. "I think I've seen it on every order book in my workshop."
        `,
      ),
      chapter(
        'The Man Who Fixed the Door',
        `
        Sam's grandfather had been called Robert Delaney, and he had been a carpenter in Porthlow all his life, and he had married Sam's grandmother in the autumn of 1971.

        "Which is a bit of a problem for the theory," said Nell, "if the theory is that he was madly in love with Iris all summer."

        They were sitting on the harbour wall with chips, because it turned out that Sam's workshop was above the chip shop and that he ate chips on the harbour wall most evenings, and had done since he was a boy. It had somehow become a habit for Nell too, over the last three weeks. She was not sure exactly when. She only knew that she had phoned her office twice to extend her leave, and that the estate agent's number was still on a sticky note on the till, uncalled.

        "He was a good grandad," Sam said. "Quiet. Funny when you didn't expect it. He loved my gran, I know he did. But he used to stop by Iris's shop every week. Every single week, for as long as I can remember, right up until he died. Gran used to say he was the only man in Porthlow who read more than she did."

        "And your gran didn't mind?"

        "Gran used to send him." Sam frowned out at the water. "With a cake, usually. She and Iris were friends. Best friends, I always thought. Which makes it stranger."

        The gulls wheeled over the fishing boats. The sun went down behind the headland, turning the water the colour of marmalade, which made Nell think of the cat, which made her laugh, which made Sam look at her sideways with that expression of amused sympathy that she was beginning to realise she liked rather too much.

        "What?" he said.

        "Nothing. You've got sawdust in your eyebrow."

        He wiped at it, missing completely. She reached out without thinking and brushed it away, and then left her hand there a moment too long, and then took it away, and they both looked very hard at the fishing boats.

        "There's a box," Sam said eventually, a little hoarsely. "In the workshop. Gran's things. Dad never wanted to go through them. Maybe it's time somebody did."

        "Maybe," said Nell.

        Neither of them moved. The harbour lights came on, one by one, along the wall. It occurred to Nell, watching them, that she had not thought about London for an entire day.
        `,
      ),
      chapter(
        'What Nobody Posted',
        `
        The box was an old biscuit tin, and at the bottom of it, under the wedding photographs and the ration books and a lock of baby hair in an envelope marked Sam's dad, 1973, was a single letter in a different hand. It was addressed to My dear Iris. It had never been posted either.

        Nell read it aloud, in the workshop, with the smell of sawdust and chips drifting up through the floor.

        I found them, it said. Robert's letters. He left them on the counter at the shop, that Saturday, to give you, and went to the harbour wall to wait. You were in Plymouth seeing your mother. I was minding the shop for you, the way I always did. I read them. I am so ashamed, Iris. I read every one, and I thought, he will never look at me like that, and I took them home. And at six o'clock I went down to the harbour wall instead of you.

        He was so sad, and I was so kind to him. That is the worst of it. I was kind to him all that autumn, and by Christmas we were married, and I have been happy every day since, and every day I have known that I stole it.

        I hid the letters in your poetry books, one by one, over the years. I think I hoped you would find them and I would not have to say it. You never did. So I am saying it now. I am sorry. I do not expect you to forgive me. I only want you to know that he loved you first, and that it was my fault and not his.

        Nell put the letter down. For a long time neither of them spoke.

        "She never sent it," Sam said at last.

        "No." Nell looked at the tin, at the wedding photographs, at the lock of baby hair. "But she did put the letters where Iris would find them. And Iris kept every one, in the right books. She must have found them. Maybe years ago. She must have known."

        "And she still let Gran send him round with cake every week."

        "And she still gave him a book every Friday," said Nell. "And then she gave you one."

        They sat with that. Outside, the gulls were quarrelling over the harbour. Somewhere below, the chip shop fryer hissed.

        "I'm not going back to London," Nell said. She had not known she was going to say it until she did. "I'm keeping the shop. I'm going to fix the R on the sign. I've decided."

        Sam looked at her. Then he smiled, the slow, warm smile she had been waiting all summer to see properly.

        "I know a carpenter," he said, "who works for tea and books."

        "I know," said Nell. "I'll be expecting a report on Monday."
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Business · Finance
  {
    title: 'The Honest Ledger: Money Lessons for Small Business Owners',
    author: 'Daniel Osei-Brandt',
    description:
      'Most small businesses that fail are not bad businesses; they simply run out of cash. A plain-spoken guide to the numbers every owner should understand: why cash and profit are different, how to price with confidence, how to see thirteen weeks ahead, and how to pay yourself without robbing the till.',
    isbn: '978-0-642684-65-3',
    category: 'Business',
    genre: 'Finance',
    publicationYear: 2021,
    publisher: 'Brightwater Business Books',
    language: 'English',
    featured: true,
    isCompleted: true,
    palette: ['#1f5a43', '#0a1f17'],
    chapters: [
      chapter(
        'Cash Is a Fact, Profit Is an Opinion',
        `
        Early in my career as an accountant I sat across a desk from a man who ran a very good joinery business. His order book was full. His customers loved him. His profit and loss statement, which I had just prepared, showed a healthy profit for the year. And he could not pay his staff on Friday.

        He was not a fool, and he was not unusual. He had simply confused two things that most people, understandably, assume are the same: profit and cash.

        Profit is what your accounts say you earned over a period. It is calculated by matching the income you have earned against the costs of earning it, and it involves a great many judgements: when a sale counts as made, how to spread the cost of a van over its useful life, how much of your stock is really worth what you paid for it. Two competent accountants can arrive at different profit figures for the same business, both perfectly defensible. That is why I say profit is an opinion.

        Cash is the money actually in your bank account today. It is not a judgement. You can look it up. And it is cash, not profit, that pays wages, rent, suppliers and the tax authorities. A business can be profitable on paper and still run out of cash, and when it runs out of cash, it stops.

        How does that happen? Usually through timing. My joiner had finished several large jobs in the spring and invoiced for them. Those invoices counted as income, and so as profit. But his customers, mostly builders, paid on sixty or ninety days, and some of them paid late. Meanwhile he had bought timber for the next jobs, paid upfront because his supplier insisted, and taken on an extra apprentice to cope with the work. The more successful he became, the more cash he had tied up in unpaid invoices and materials, and the emptier his bank account grew. Growth, for a small business, is hungry for cash.

        The first lesson of this book, then, is to watch your cash at least as closely as your profit. Know your bank balance every week. Know who owes you money and how long they have owed it. Know what you will need to pay out in the coming weeks and roughly when. A business owner who knows these three things will rarely be ambushed.

        We got the joiner through that Friday, with an overdraft extension and some difficult phone calls to slow-paying customers. He is still in business today, and much larger. He tells me he checks his cash position every Monday morning before he does anything else, including coffee. That, more than any clever strategy, is what saved him.
        `,
      ),
      chapter(
        'Pricing Without Fear',
        `
        If you ask small business owners what keeps them awake at night, very few will say their prices. And yet, in my experience, underpricing is among the most common and most damaging mistakes in small business. It is a quiet mistake. It does not announce itself. It simply drains the life out of a business a few pounds at a time.

        Why do so many owners charge too little? Partly from fear: the fear that customers will walk away, that competitors will undercut them, that they are not really worth more. Partly from a misunderstanding of their own costs. And partly because they set their prices once, years ago, and have never looked at them since, while everything they buy has quietly become more expensive.

        Start with your costs, and be honest about all of them. Many owners calculate the direct cost of a job, the materials and the hours, and forget the rest: the insurance, the software, the accountant, the van, the phone, the time spent quoting for jobs they do not win, the days lost to illness and holidays. All of these have to be paid for out of your prices, because there is nowhere else for the money to come from. If you do not build them in, you are paying them out of your own pocket.

        Next, understand the power of a small price rise. Suppose your business makes a profit of ten pence on every pound of sales. If you raise your prices by five per cent and keep the same customers, your profit rises by half. Even if you lose a few customers, you may well end up better off, with less work. Most owners dramatically overestimate how many customers will leave over a modest, explained increase. In my experience it is rarely more than a handful, and they are often the customers who were least profitable to serve.

        Then, stop thinking only about cost and start thinking about value. Cost tells you the minimum you can charge. Value tells you what the customer is willing to pay, and that depends on what your product or service does for them: the problem it solves, the time it saves, the worry it removes. A locksmith who gets a family back into their house at eleven at night is not selling twenty minutes of labour. He is selling relief.

        Finally, review your prices at least once a year, on a date in your diary. Tell customers in advance, explain briefly, and do not apologise. A business that cannot charge a fair price cannot survive to serve anyone.
        `,
      ),
      chapter(
        'The Thirteen-Week Forecast',
        `
        If I could give every small business owner one tool, it would not be a new piece of accounting software or a fancy dashboard. It would be a simple spreadsheet with thirteen columns.

        A thirteen-week cash forecast is exactly what it sounds like: a week-by-week estimate of the money coming into and going out of your business over the next quarter. Thirteen weeks is long enough to see trouble coming while there is still time to do something about it, and short enough that your estimates have a reasonable chance of being right.

        Building one is straightforward. Across the top, write the dates of the next thirteen weeks. Down the side, list your sources of cash in, such as customer payments, loans or grants, and beneath them your main payments out: wages, rent, suppliers, loan repayments, tax, and any large one-off costs you know are coming. Fill in your best estimate for each line in each week. At the top of the first column, put the cash you have today. Then, for each week, add the money in, subtract the money out, and carry the closing balance forward to the next column.

        Be realistic rather than hopeful. If a customer usually pays forty days after an invoice, put the money in the week it will probably arrive, not the week it is due. If your tax bill falls in week nine, make sure it is in week nine. The forecast is only as useful as it is honest.

        When you have filled it in, look along the bottom row. If the closing balance stays comfortably positive, good. If it dips towards zero or below in some week, you have just been given a gift: advance warning. In week one you have options that will not exist in week eight. You can chase overdue invoices, ask a supplier for longer terms, delay a purchase, arrange an overdraft before you need it, or talk to your bank while you are still a comfortable customer rather than a worrying one.

        The real power of the forecast comes from keeping it up to date. Once a week, ideally at the same time, replace the estimate for the week just gone with what actually happened, add a new week at the end, and look again. Over time you will get better at predicting your own business. You will notice patterns: the quiet month, the customer who always pays late, the quarter when everything falls due at once.

        It takes perhaps half an hour a week. I have never met an owner who kept one up for a year and thought that half-hour was wasted.
        `,
      ),
      chapter(
        'Paying Yourself Without Robbing the Till',
        `
        There is a particular kind of exhaustion I see in owners who have run a business for a few years and still do not know how much they earn. They take money out when the account looks healthy and go without when it looks thin. Their personal finances ride the same roller coaster as the business. And because they never quite know what is theirs and what belongs to the company, every purchase carries a faint, nagging guilt.

        The remedy is separation, and it begins with a bank account. Keep your business money and your personal money in different accounts, without exception. It sounds obvious. It is astonishing how many sole traders still pay for the groceries and the printer ink with the same card. Separate accounts make your bookkeeping easier, your tax return more accurate, and your true position visible at a glance.

        Next, pay yourself a regular, fixed amount, on a fixed day, as if you were an employee. Choose a figure the business can reliably sustain even in a quiet month, based on your forecast rather than your hopes. If the business does well, you can pay yourself a bonus at the end of a good quarter, deliberately and after checking the numbers. What you should not do is dip into the business account whenever you feel like it. A steady personal income is good for your household and, perhaps surprisingly, good for the business, because it forces you to plan.

        Third, set money aside for tax as you go. Every time a customer pays you, move a fixed percentage of the payment into a separate savings account that you treat as untouchable. Your accountant can help you choose the right percentage for your situation. When the tax bill arrives, the money is waiting, and one of the most common and painful shocks in small business simply does not happen.

        Fourth, build a cash buffer. Aim, over time, to hold enough in the business to cover at least two or three months of essential costs with no income at all. You may never need it. But a buffer turns a crisis into an inconvenience: the big customer who pays late, the machine that breaks, the month when nobody buys anything. It also gives you the freedom to say no to bad work.

        None of this is glamorous. It will not appear in any magazine article about entrepreneurs. But an honest ledger, kept week after week, is what lets a good business survive long enough to become a great one, and lets its owner sleep at night.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Self-Help
  {
    title: 'Small Hours: Building Habits That Last',
    author: 'Naomi Hartwell',
    description:
      'Forget heroic resolutions. This warm, practical book shows how lasting change is built from tiny actions, a well-arranged room, a kind response to missed days and a proper respect for rest. Short chapters, real examples, and exercises you can start before you finish your tea.',
    isbn: '978-0-655597-97-1',
    category: 'Self-Help',
    genre: 'Personal Development',
    publicationYear: 2020,
    publisher: 'Lindenmoor Books',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#f2c27a', '#d4735a'],
    chapters: [
      chapter(
        'Start Smaller Than Seems Sensible',
        `
        Every January, millions of people make the same mistake with the best of intentions. They decide to change their lives, and they decide to do it all at once. They will run five miles every morning, write a thousand words a day, meditate for half an hour, cut out sugar, learn Spanish and go to bed at ten. By the third week of the month most of these plans have quietly collapsed, and the people who made them have concluded, wrongly, that they lack willpower.

        The problem is not willpower. The problem is size.

        A new habit has to survive your worst days, not your best ones. On a bright Sunday morning when you feel full of energy, a five-mile run seems entirely reasonable. On a wet Wednesday when you slept badly, the children are ill and your inbox is on fire, it is out of the question. And once you have skipped it, it becomes easier to skip it again. A habit that can only be performed under ideal conditions is not really a habit. It is a hope.

        So start smaller than seems sensible. Embarrassingly small. If you want to run, begin by putting on your running shoes and stepping outside the front door every morning. That is all. If you want to write, write one sentence. If you want to read more, read one page before bed. If you want to meditate, sit still and take three slow breaths.

        People often object that this is too small to make any difference, and in the short term they are right. One page a night will not make you well read by February. But that is not the point. The point, in the early weeks, is not to achieve anything. It is to become the kind of person who does this thing every day. You are laying down a path. The first job of a path is simply to exist.

        What usually happens, once the tiny version is established, is that it grows on its own. You put on your shoes and step outside, and since you are outside anyway, you walk to the end of the road. You read one page, and it is a good page, and you read five. Because the commitment is small, you can do it even on the wet Wednesday; and because it is easy, you do not dread it, and so it takes root.

        Try it now. Pick one thing you would like to do more often. Shrink it until it takes less than two minutes and feels almost silly. Decide exactly when you will do it tomorrow. Then do it, and be pleased with yourself, however small it seems. That feeling of quiet satisfaction is not incidental. It is the fuel.
        `,
      ),
      chapter(
        'Design the Room, Not the Willpower',
        `
        We like to believe that our behaviour is driven by our decisions. Much of the time, it is driven by our surroundings.

        Think about what happens when you walk into your kitchen in the evening. If there is a bowl of fruit on the counter, you are more likely to eat fruit. If there is a packet of biscuits on the counter, you are more likely to eat biscuits. You have not changed. Your values have not changed. The room has simply made one choice easier than another, and most of the time, without noticing, we take the easiest path available.

        This is good news, because while it is hard to strengthen your willpower, it is quite easy to move a packet of biscuits.

        The principle is simple: make the habits you want obvious and easy, and the habits you do not want invisible and awkward. If you want to practise the guitar, take it out of its case and put it on a stand next to the sofa, where you will see it every evening. If you want to drink more water, keep a full glass on your desk. If you want to go running in the morning, lay your kit out the night before, shoes by the door.

        Work the other way with habits you want to break. If you reach for your phone the moment you wake up, charge it in another room. If you lose evenings to television, unplug it, or move the remote to a drawer in a different room. These small obstacles sound trivial, but they introduce a pause, a moment of friction in which you can notice what you are doing and choose something else.

        It helps, too, to give particular places particular jobs. If you work, eat, watch films and scroll in bed, your bed will stop feeling like a place for sleep. If one chair is for reading, and only for reading, then sitting in it will gradually become a cue in itself. The brain is a great associater. Give it clear signals and it will follow them.

        Spend ten minutes this week walking around your home as if you were a stranger studying how its owner behaves. What does each room make easy? What does it make hard? Where is the friction in the wrong place? Then move three things. It is one of the least glamorous pieces of advice in this book, and one of the most effective.
        `,
      ),
      chapter(
        'Missing Once Is an Accident',
        `
        Sooner or later, you will miss a day. You will be ill, or travelling, or exhausted, or you will simply forget. This is not a failure of the method. It is part of the method. Everybody misses days. What matters is what happens next.

        For many people, one missed day triggers a familiar spiral. I missed yesterday, so my streak is broken. Since it is broken anyway, I might as well skip today too. Perhaps this habit was never right for me. Perhaps I am simply not a disciplined person. Within a week, a single missed day has become an abandoned project and a small, bruising story about one's character.

        The way out of the spiral is a rule that I have seen help more people than almost anything else: missing once is an accident; missing twice is the start of a new habit. Give yourself complete permission to miss a day, without guilt, without any story about what it means. But make the next day sacred. Whatever happens, do the smallest possible version of the habit the day after a miss. One page. One sentence. Shoes on, step outside.

        This rule works because it targets the real danger. A single missed day does almost no harm to a habit that has been building for weeks. A run of missed days does, because it allows the old pattern to reassert itself. By focusing on the second day rather than the first, you put your effort where it makes the most difference.

        It also helps to change the way you talk to yourself when things go wrong. Notice the voice that says you always give up, you never stick at anything, what is the point. Then ask whether you would speak that way to a friend who had missed a day at the gym. You would not. You would say something like: never mind, you were ill, go tomorrow. Try saying that to yourself. It feels absurd at first. It works better than the alternative, because shame is a poor motivator. People who are kind to themselves after a setback are, on the whole, more likely to try again.

        Keep a simple record, if it helps: a calendar on the wall, a tick for each day. But count the ticks, not the gaps. At the end of a month, twenty-four ticks out of thirty is not a failure. It is twenty-four days on which you became, a little more, the person you are trying to be.
        `,
      ),
      chapter(
        'Rest Is Part of the Work',
        `
        Books about habits tend to be about doing more. This chapter is about doing less, deliberately, because a life with no rest in it is not productive. It is merely busy, and busy in a way that cannot last.

        Athletes understand this better than most of us. Muscles do not grow stronger during training; they grow stronger during recovery, as the body repairs the small damage that training causes. Train every day without rest and performance gets worse, not better. The same is true, in a less visible way, of the mind. Attention, creativity and self-control all seem to be refreshed by rest and worn down by relentless effort. Many people have had the experience of struggling with a problem all afternoon, giving up in frustration, and finding the answer arrive fully formed in the shower the next morning.

        Yet rest is the first thing we sacrifice when life gets busy. We sleep less, skip lunch, check emails in the evening and spend our weekends catching up. We treat rest as a reward to be earned when the work is finished, and since the work is never finished, the reward never comes.

        Try treating rest as a habit in its own right, as worthy of protection as any other. Start with sleep, which is the foundation of almost everything else. Go to bed at roughly the same time each night, and get up at roughly the same time each morning, even at weekends. Give yourself half an hour before bed without screens. It sounds dull. It is one of the most powerful changes most people can make.

        Then build smaller pauses into the day. A proper lunch, away from your desk. A ten-minute walk in the middle of the afternoon. A few minutes between tasks, simply looking out of the window, rather than reaching immediately for your phone. These are not wasted minutes. They are when the mind tidies up.

        Finally, keep at least one day a week, or part of one, that is genuinely free: no work, no chores you can postpone, no self-improvement projects. Spend it however restores you. Sleep late, cook slowly, see friends, do nothing at all.

        The habits in this book are meant to serve your life, not consume it. If you find yourself exhausted by your own good intentions, that is a sign not that you are failing, but that something needs to be set down for a while. The small hours of rest are not a break from the work of building a good life. They are the work.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Arts
  {
    title: "Seeing Slowly: A Beginner's Guide to Looking at Paintings",
    author: 'Tobias Rennick',
    description:
      'Most museum visitors spend less than half a minute in front of a painting. A former gallery guide shows what happens when you stay for ten: how to follow the light, read a composition, and let a picture slowly tell you its story. No art history degree required.',
    isbn: '978-1-91908-301-8',
    category: 'Arts',
    genre: 'Art Appreciation',
    publicationYear: 2019,
    publisher: 'Copperbeech Press',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#b8553f', '#2d1e2f'],
    chapters: [
      chapter(
        'The Ten-Minute Rule',
        `
        For eleven years I worked as a guide in a large public art gallery, and I spent a great deal of that time watching people look at paintings. What I mostly saw was people not looking at them.

        Visitors would drift into a room, glance at a picture, read the label beside it with far more care than they had given the picture, perhaps take a photograph, and move on. Studies carried out in museums have found that the typical visitor spends well under half a minute in front of even a famous work. It is not hard to see why. Galleries are large, our feet hurt, there is a café, and there are another four hundred paintings to get through before closing.

        I want to propose something different, which I call the ten-minute rule. Next time you visit a gallery, choose one painting. Not necessarily a famous one; any picture that catches your eye will do. Find a place to stand or, better, sit. And look at it, and only at it, for ten full minutes. Do not read the label first. Do not photograph it. Just look.

        The first two minutes are usually uncomfortable. You will feel that you have seen everything there is to see. You will feel self-conscious, and faintly ridiculous, and you will want to check the time. Keep going. Somewhere around the third or fourth minute, something begins to happen. Your eye stops skimming and starts to wander. You notice a detail you had missed: a small dog in the corner, a reflection in a window, a crack in a jug. You notice that a colour you thought was brown is actually made of greens and reds laid over each other. You begin to wonder why the artist put that figure there, rather than here, and why everyone in the picture is looking in the same direction except one.

        By the end of ten minutes, most people find that the painting has changed in front of them. It has become less like an image and more like a place, somewhere you have spent time and begun to know. And very often, they find that they have feelings about it that they did not expect.

        You do not need any knowledge of art history to do this. Knowledge can enrich looking, and later chapters will offer some tools, but it is no substitute for it. The most important skill in appreciating painting is one that everyone already has: patience. The rest of this book is simply about where to point it.
        `,
      ),
      chapter(
        'Where the Light Comes From',
        `
        If you do not know where to begin with a painting, begin with the light. Ask yourself a simple question: where is it coming from? You will be surprised how much follows from the answer.

        Look at one of the most loved paintings of the Dutch Golden Age, Johannes Vermeer's The Milkmaid, painted around 1658. A young woman stands at a table in a plain kitchen, pouring milk from a jug into a bowl. That is all. Nothing happens. And yet people stand in front of it, transfixed, for a very long time.

        Much of the reason is the light. It enters through a window on the left, falls across the woman's face and arms and the white cloth of her cap, and makes the bread on the table glitter as though sprinkled with tiny points of brightness. Vermeer painted those highlights as small dots of pale paint, and up close they look almost like beads. The wall behind her is not plain white; it is alive with subtle shifts of tone, warmer near the window, cooler in the corner, and scattered with small marks, the nail holes and stains of a real wall in a real house. The light makes an ordinary moment feel held, almost sacred, as if the painter were asking us to notice how beautiful the everyday can be if we only pay attention.

        Now think of a very different use of light, in the work of the Italian painter Caravaggio, some fifty years earlier. In many of his paintings, figures emerge from deep darkness, lit by a single strong beam that picks out a face, a hand, a fold of cloth, and leaves everything else in shadow. In his Calling of Saint Matthew, a shaft of light crosses the painting above the outstretched hand of Christ and falls on a group of tax collectors counting money at a table. The light does the pointing. It tells us where to look, and it tells us that something is about to change.

        Light in painting is rarely just light. It directs the eye, creates mood, separates what matters from what does not, and often carries meaning. So as you look, trace it. Find the source, even if it is outside the frame. Follow it across the surface. Notice what it touches and what it leaves in darkness. Ask what the painter is choosing to show you, and what they are choosing to hide.

        Once you start noticing light, you will never look at a picture, or for that matter a sunlit kitchen, in quite the same way again.
        `,
      ),
      chapter(
        'How a Picture Moves Your Eye',
        `
        A painting is still, but your eye is not. When you look at a picture, your gaze jumps from point to point several times a second, and a skilled painter knows how to guide those jumps, leading you around the canvas in a particular order, lingering here, hurrying there. This arrangement is called composition, and learning to feel it is one of the great pleasures of slow looking.

        Start by noticing where your eye goes first. Usually it will be to the area of strongest contrast, the place where light meets dark most sharply, or to a human face, because we are built to look for faces. From there, notice where it goes next. Often you will find that it is being carried along lines in the picture: the edge of a road, the direction of a gaze, a pointing arm, the diagonal of a fallen tree, a river winding into the distance.

        Look at Hokusai's famous woodblock print, usually known as The Great Wave, made in Japan around 1831. A huge wave rears up, its crest breaking into claw-like fingers of foam, over three slender boats whose rowers crouch low. Far in the distance, small and calm, sits Mount Fuji. The curve of the wave sweeps your eye up and over, and then down towards the mountain, which sits framed in the hollow beneath the crest, as though the sea itself were presenting it. The drama of the foreground and the stillness of the background are held together by that single enormous line.

        Notice too how painters use balance. A large dark mass on one side of a picture might be balanced by a small bright spot on the other; a crowded foreground by an empty sky. Cover part of a painting with your hand and see how the whole thing changes, how it tips or sags or loses its tension. Often the smallest element turns out to be doing essential work.

        Then ask where the picture wants you to end up. Many compositions lead, by one route or another, to a point of rest: a face, a figure, a patch of light, a distant horizon. Some do the opposite and keep your eye restlessly circling, which can create a feeling of energy, or of unease.

        None of this is a set of rules. Painters break every principle of composition when it suits them. But noticing how your own eye moves, and asking why, turns looking into a kind of conversation with the artist across the centuries. You are following the path they laid for you. Sometimes, if you look long enough, you will find that you have arrived exactly where they hoped you would.
        `,
      ),
    ],
  },
  // ─────────────────────────────────────────────────────────────── Poetry
  {
    title: 'Weather for the Unfinished',
    author: 'Isolde Farr',
    description:
      "Poems of kitchens at dawn, estuaries, lost gloves, long marriages and the weather inside people. Isolde Farr writes with a painter's eye and a neighbour's warmth about the small, unfinished business of being alive. Three sequences: Morning Work, Tidelines and Late Light.",
    isbn: '978-0-693518-19-8',
    category: 'Poetry',
    genre: 'Contemporary Poetry',
    publicationYear: 2021,
    publisher: 'Greywater Press',
    language: 'English',
    featured: false,
    isCompleted: true,
    palette: ['#6b2d5c', '#e89a62'],
    chapters: [
      chapter(
        'Morning Work',
        `
        I. Inventory of a Kitchen at Dawn

        One cup, rinsed and upside down,
        holding its breath on the drainer.
        A spoon that has forgotten sugar.
        The kettle, clearing its throat.

        The window, grey, then pewter, then
        the pale blue of a bruise healing.
        The radio, not yet on. The cat,
        already asking. The bread, a day old

        and forgiving. My mother's knife,
        worn to a crescent, still the one
        I reach for. The clock I never wind
        that keeps, somehow, the better time.

        II. Instructions for the Garden in March

        Do not believe the sun on Tuesday.
        It is a salesman. It will leave
        by Thursday with your seedlings' trust
        and never write.

        Turn the soil anyway. Kneel.
        Let the cold come up through your knees
        like news from a country underneath
        where everything is patient.

        Plant what you can afford to lose.
        Label it in pencil, not in pen.
        By May you will have forgotten
        what you hoped for, and be glad

        of whatever comes: the radish, brash;
        the pea, climbing its string
        like a child up a bannister,
        not looking down.

        III. Bus, 6.40

        We are the early ones, the cleaners,
        the bakers, the nurse with her eyes shut,
        the boy in the hi-vis jacket practising
        a smile for somebody. The windows

        weep with our breathing. Nobody speaks.
        And still, at the roundabout, we lean
        together, all of us, the same way,
        like a field of barley in a wind,

        and right ourselves, and do not look,
        and carry on towards the day
        as if we had not, for one moment,
        held each other up.
        `,
      ),
      chapter(
        'Tidelines',
        `
        I. Estuary

        Twice a day the river changes its mind.
        Mud shines where the water was,
        printed with the small handwriting of birds,
        signatures of curlew, redshank, gull.

        I came here to be told something.
        The estuary tells me nothing.
        It is busy. It has the moon to answer to,
        and the sea, and the long argument

        between salt and sweet that it has been having
        since before there was a word for either.
        I stand at the edge, where the mud sucks at my boots,
        and am not needed, and it is a mercy.

        II. Single Glove on a Railing

        Someone found you in the road
        and lifted you up here, fingers spread,
        to wave at whoever lost you,
        as if loss were a bus you could flag down.

        All week you have waved at strangers.
        The rain has filled you. A sparrow
        has considered you. Your other half
        is in a coat pocket somewhere, warm,

        not knowing it is now a keepsake.
        I almost take you home. I don't.
        You are doing important work, I think,
        teaching the street to be kind.

        III. Low Water

        At low water the harbour shows
        everything it keeps: the bicycle,
        the chain, the anchor stone, the weed
        combed flat like wet hair on a sleeper.

        The boats lie over on their sides
        like tired dogs. The smell is green
        and honest. Children climb down the ladder
        to stand where the sea was standing.

        Then, at the turn, you can almost hear it,
        the small applause of the water coming back
        to cover what it showed us, not in shame,
        but the way you draw a blanket over someone

        you have watched sleeping long enough.
        `,
      ),
      chapter(
        'Late Light',
        `
        I. Forty Years

        He still brings her tea she did not ask for,
        the way he did when they were young
        and tea was an excuse. She still drinks it,
        though she takes it stronger now, and he knows,

        and he still makes it weak, and she still says
        nothing, and that is the whole of it:
        forty years of a small wrong thing
        done lovingly, and loved.

        II. My Father's Handwriting

        It leans the way he leaned into a wind,
        hat brim down, one hand in his pocket,
        as if the page were a hillside he was climbing
        and had to get over before dark.

        I find it on the backs of things: a seed packet,
        a recipe for damson jam, a list
        that says only nails, string, ring Margaret.
        I never knew who Margaret was.

        I keep the list. I keep the packet.
        Every spring I plant what's left of him
        in a patch of ground he never saw,
        and label it, in pencil, in my own hand.

        III. Weather for the Unfinished

        Let it rain on the half-built house,
        on the scaffold and the open roof,
        on the letters not yet answered
        and the apology still in its drawer.

        Let it rain on everything begun
        and left, the jumper with one sleeve,
        the novel with no ending, the friendship
        that went quiet like a room someone left.

        The rain does not mind. It falls on finished things
        and unfinished things alike, and the garden
        does not ask the seed for a flower yet.
        It only asks that it be in the ground.

        So here is my wish for you, and for me:
        weather for the unfinished. Soft rain.
        Enough light to work by. And the long patience
        of the soil, that has never once said hurry.
        `,
      ),
    ],
  },
];
