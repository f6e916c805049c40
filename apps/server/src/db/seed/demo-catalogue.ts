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
