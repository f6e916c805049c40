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
      'When a summer visitor vanishes from the harbour at Gull Point, the village decides the sea has taken him. Agnes Penhallow, forty years a clerk in the harbourmaster\u2019s office, is not so sure: a drowning man does not stow his oars. A gentle, clever mystery about tides, dogs and the things people keep quiet about.',
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
      'Four kilometres beneath the ice of the moon Thalassa, a research station of eleven people listens to an ocean that has never seen light. Night-shift engineer Ines Okafor is the first to hear the knocking in the hull, and the first to realise that it is keeping time with something.',
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
        The station had been built to be quiet, and mostly it was. Tidewater was a string of seven pressure modules bolted to a ridge of black basalt on the floor of Thalassa's ocean, four kilometres below an ice shell thirty kilometres thick. Above it, beyond the ice, the gas giant Perun hung enormous in a sky nobody on the station would see for another fourteen months. Down here there was only the water, the dark, and the long slow breathing of the moon.

        That breathing was why they had come. Thalassa was squeezed and released by Perun's gravity every sixty-one hours, and the whole ocean rose and fell with it, a tide you could not see but could feel in your teeth. The hull flexed. The ballast tanks sighed. Once every cycle, at the bottom of the tide, the ridge itself groaned like an old house settling, and the newcomers on the crew would look up from their meals with wide eyes, and the veterans would grin and say, "That's just Thalassa turning over in her sleep."

        Ines Okafor had been on Tidewater for eight months and no longer looked up. She liked the night shift. She liked the blue-green glow of the engineering module at three in the morning, station time, when the other ten were asleep and it was just her, the hum of the scrubbers, and a mug of coffee that had gone cold an hour ago. She liked the way the sonar display drew the ocean in slow rings of light, ridge and trench and nothing, nothing, nothing.

        At 03:12 on the two hundred and forty-first night, the nothing knocked.

        Three knocks, evenly spaced, on the outside of Module Four. She felt them through the deck plates before she heard them. Then a pause, long enough for her to tell herself it was thermal contraction, a loose cable, a pebble shaken off the ridge by the tide. Then three knocks again.

        Ines put down her coffee. She pulled up the hull-stress sensors for Module Four and watched the readings spike, once, twice, three times, and fall back to the flat green line of normal.

        Then she pulled up the tidal model, because something about the rhythm was bothering her, and because she had been an engineer long enough to trust the itch at the back of her skull. The gap between the two sets of knocks had been exactly sixty-one seconds.

        One second, for every hour of Thalassa's tide.
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
