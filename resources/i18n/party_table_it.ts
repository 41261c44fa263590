<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>BirthdayTurtleTable</name>
    <message>
        <source>Animal card {n}: drag it onto a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Celebration deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Celebration deck: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag an Animal card and its Pattern card onto a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {first}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {first} now, {second} next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round&apos;s pair: drag an Animal card and its Pattern card onto a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Animal cards left: drag a Pattern card alone onto a table, then Commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: press Commit (or Enter on it) to place your cards face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start
Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sure? Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round&apos;s pair: drag an Animal card and its Pattern card onto a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards are face down. Waiting for the others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose an Animal card and a Pattern card for a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails — back to hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only cards from your hand can be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task done — no Celebration card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {p} Pattern card names the {p} table: put it there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your {p} Pattern card alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your {v} with the {p} Pattern card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the Start Player card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {total}  ({hustle} Hustle + {won} won ×2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Animal card in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Animal cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Hustle Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} Pattern card: drag it onto the {p} table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverButton</name>
    <message>
        <source>%s — table coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%s wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this screen to study the final table (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared victory: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>%s: this table is not built yet — coming soon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a game, choose who plays, and gather round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same code deals the same cards, so friends can replay a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same colour: give each seat its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: a fresh deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%d moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (preferences are kept for this session only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s — Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 move played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind-safe marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm before committing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: new information was revealed or another player has acted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between bot moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;log and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show whose turn it is, the scores and what happened (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong; your game is saved and goes on. The details are in the log: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table for %s is not built yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These %d files could not be read and were left untouched:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These %d files in %s could not be read and were left untouched:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file could not be read and was left untouched:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file in %s could not be read and was left untouched:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move, %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %d more (hover here to see them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶  Resume your game of %s with %s — %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◂ Log and scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionField</name>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerCount</name>
    <message>
        <source>%d players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>%s is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %s — click when ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>About Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules — Party Table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreBars</name>
    <message>
        <source>points taken away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %d</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&lt;b&gt;Your chance of winning: %d%%&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:#7a5c43&apos;&gt;an even share is %d%%&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the move the hard bot would play and your chance of winning (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hard bot&apos;s estimate from your view of the table: it knows only what you know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT HAPPENED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance of winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance of winning: %d%% (an even share is %d%%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Show the results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurtleButtTable</name>
    <message>
        <source> (nothing scores yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · first to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; missing {suits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept {n}  [A]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge  [C]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the deck&apos;s top card here to take a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the top card to your row (or press H / D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card  [D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw another  [D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else was caught out by a challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand now {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n} of {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n} scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: accept the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: announce a claim of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: challenge the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: stay with what you have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: take another card (Hit me)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: take the prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit me  [H]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;ll stay  [S]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;ll stay!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It scores {n}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the hand: draw more cards, or set a claim and announce it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No announcement yet: the first must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards of your own yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT ({place} out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the holder may look at the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the holder sees the hand. Draw, then announce what it scores;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring round: take {points}, or draw for one more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared cards — they count for everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits shown: {n} of 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits the hand shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suits your shared and own cards show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TURTLE BUTT!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take cards (Hit me) to build pairs, sets and a run with the shared cards;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {points}  [T]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {points} now, or draw another card: no Turtle Butt and the prize grows to {n}; Turtle Butt and it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer: the dealer is offered a card last; the button moves left after each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand scored {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand scores {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand was Turtle Butt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next announcement must be more than {n} (at most {cap}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Butt — 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Butt — {variant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Butt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Butt: no points this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle Butt: the hand scores nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: take a card (Hit me) or stop for this hand (I&apos;ll stay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim (+/− keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone got Turtle Butt: nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds the hand and claims {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last accepted a claim of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last announced {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last challenged a claim of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the deck&apos;s top card can be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoring round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay before your cards show all six suits — that is Turtle Butt and scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the card to your own row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Excuse is in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pawns are in (three suits each: risky!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best hands tie: nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next player challenges or accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you cannot announce now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you cannot take a card now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} challenged {b}&apos;s claim of {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} is not possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} announced that the hand scores {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} does not hold the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has the best hand and plays the scoring round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the hand: {n} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the hand: {n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the last player standing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must challenge it or accept the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} says the hand scores {n}: challenge, or accept and take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Turtle Butt — 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: all six suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {total} points (this hand {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} (claimed {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ Turtle Butt in the scoring round: {name} scores nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ {name} takes {points} in the scoring round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Grandpa Ivo: pick whom he copies, or turn him over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandpa Ivo: turn him over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party is over!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag a deck&apos;s top card onto the Birthday card, or a Preparation card onto your plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
