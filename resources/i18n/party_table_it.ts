<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>ArturoTable</name>
    <message>
        <source>(used up)</source>
        <translation>(finito)</translation>
    </message>
    <message>
        <source>+{n} per pair</source>
        <translation>+{n} a coppia</translation>
    </message>
    <message>
        <source>, taking the {copies}</source>
        <translation>, prendendo queste copie: {copies}</translation>
    </message>
    <message>
        <source>2 pairs</source>
        <translation>2 coppie</translation>
    </message>
    <message>
        <source>3 swaps</source>
        <translation>3 scambi</translation>
    </message>
    <message>
        <source>Added to your score at the end</source>
        <translation>Si somma al tuo punteggio alla fine</translation>
    </message>
    <message>
        <source>Available objects: {n}</source>
        <translation>Oggetti disponibili: {n}</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Compleanno</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Cleaning</source>
        <translation>Pulizie</translation>
    </message>
    <message>
        <source>Cobwebbed objects under the Cleaning card: the Nanny&apos;s column of the scorepad</source>
        <translation>Oggetti con le ragnatele sotto la carta Pulizie: la colonna della Tata nel segnapunti</translation>
    </message>
    <message>
        <source>Deck {deck}: {member} wants {wants}; the back is a clean {back}</source>
        <translation>Mazzo {deck}: {member} vuole {wants}; sul retro: {back} senza ragnatele</translation>
    </message>
    <message>
        <source>Deck {deck}: {member} wants {wants}; the back is a cobwebbed {back}</source>
        <translation>Mazzo {deck}: {member} vuole {wants}; sul retro: {back} con le ragnatele</translation>
    </message>
    <message>
        <source>Does not score (breaks ties)</source>
        <translation>Non fa punti (serve negli spareggi)</translation>
    </message>
    <message>
        <source>Drag it onto your Family Plan to take it.</source>
        <translation>Trascinala sul tuo Piano di Famiglia per prenderla.</translation>
    </message>
    <message>
        <source>Grandpa Ivo copies… (or turns over into an object)</source>
        <translation>Nonno Ivo copia… (oppure si gira e diventa un oggetto)</translation>
    </message>
    <message>
        <source>Grandpa Ivo: copy {member}</source>
        <translation>Nonno Ivo: copia {member}</translation>
    </message>
    <message>
        <source>Grandpa Ivo: turn him over</source>
        <translation>Nonno Ivo: giralo</translation>
    </message>
    <message>
        <source>It names {name}.</source>
        <translation>Ha indicato {name}.</translation>
    </message>
    <message>
        <source>Objects under the Birthday card, by kind: what each relative is worth comes from them</source>
        <translation>Oggetti sotto la carta Compleanno, per tipo: da loro viene il valore di ogni parente</translation>
    </message>
    <message>
        <source>Party decks</source>
        <translation>Mazzi Festa</translation>
    </message>
    <message>
        <source>Preparation cards</source>
        <translation>Carte Preparazione</translation>
    </message>
    <message>
        <source>Preparation cards go on your Family Plan</source>
        <translation>Le carte Preparazione vanno sul tuo Piano di Famiglia</translation>
    </message>
    <message>
        <source>Preparation cards taken (three at most)</source>
        <translation>Carte Preparazione prese (al massimo tre)</translation>
    </message>
    <message>
        <source>Preparation cards taken: {counts}</source>
        <translation>Carte Preparazione prese: {counts}</translation>
    </message>
    <message>
        <source>Preparation cards: {k}/{n}</source>
        <translation>Carte Preparazione: {k}/{n}</translation>
    </message>
    <message>
        <source>Scorepad — Arturo</source>
        <translation>Segnapunti — Arturo</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Vittoria condivisa: {names}</translation>
    </message>
    <message>
        <source>Subtracted from your score at the end</source>
        <translation>Si sottrae dal tuo punteggio alla fine</translation>
    </message>
    <message>
        <source>The Birthday card: objects taken for the party go under it and score at the end</source>
        <translation>La carta Compleanno: sotto vanno gli oggetti presi per la festa, che fanno punti alla fine</translation>
    </message>
    <message>
        <source>The Cleaning card: the Nanny&apos;s haul; only cobwebbed objects count</source>
        <translation>La carta Pulizie: il bottino della Tata; contano solo gli oggetti con le ragnatele</translation>
    </message>
    <message>
        <source>The party is over!</source>
        <translation>La festa è finita!</translation>
    </message>
    <message>
        <source>Turn him over</source>
        <translation>Giralo</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Si aspetta {name}…</translation>
    </message>
    <message>
        <source>Which copies does {member} take?</source>
        <translation>Quali copie prende {member}?</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vince: {name}</translation>
    </message>
    <message>
        <source>You Are Really Good! names {name}</source>
        <translation>Sei proprio bravo! indica {name}</translation>
    </message>
    <message>
        <source>activate {member} (the lit card)</source>
        <translation>attiva {member} (la carta illuminata)</translation>
    </message>
    <message>
        <source>clean {object}</source>
        <translation>{object} senza ragnatele</translation>
    </message>
    <message>
        <source>clean!</source>
        <translation>pulito!</translation>
    </message>
    <message>
        <source>cobwebbed {object}</source>
        <translation>{object} con le ragnatele</translation>
    </message>
    <message>
        <source>copy?</source>
        <translation>copio?</translation>
    </message>
    <message>
        <source>discard: {n}</source>
        <translation>scarti: {n}</translation>
    </message>
    <message>
        <source>drag a deck&apos;s top card onto the Birthday card, or a Preparation card onto your plan.</source>
        <translation>trascina la prima carta di un mazzo sulla carta Compleanno, oppure una carta Preparazione sul tuo Piano.</translation>
    </message>
    <message>
        <source>teddy-and-spring pair</source>
        <translation>coppia orsacchiotto e pupazzo a molla</translation>
    </message>
    <message>
        <source>{member} finds nothing to take and turns over: put the card on the Birthday card</source>
        <translation>{member} non trova niente da prendere e si gira: metti la carta sulla carta Compleanno</translation>
    </message>
    <message>
        <source>{member} takes objects for the Birthday card: put the card there</source>
        <translation>{member} prende oggetti per la carta Compleanno: metti lì la carta</translation>
    </message>
    <message>
        <source>drop it on another position</source>
        <translation>lasciala su un&apos;altra posizione</translation>
    </message>
    <message>
        <source>A deck&apos;s top card put here is activated</source>
        <translation>La prima carta di un mazzo messa qui si attiva</translation>
    </message>
    <message>
        <source>Grandpa Ivo put here turns over into an object</source>
        <translation>Nonno Ivo messo qui si gira e diventa un oggetto</translation>
    </message>
    <message>
        <source>Name {name}</source>
        <translation>Indica {name}</translation>
    </message>
    <message>
        <source>cobwebbed object cleaned</source>
        <translation>oggetto con ragnatele ripulito</translation>
    </message>
    <message>
        <source>every available object, if one has cobwebs</source>
        <translation>tutti gli oggetti disponibili, se uno ha le ragnatele</translation>
    </message>
    <message>
        <source>finish (or cancel) the Preparation card first</source>
        <translation>prima completa (o annulla) la carta Preparazione</translation>
    </message>
    <message>
        <source>finish (or cancel) the Preparation card in use first</source>
        <translation>prima completa (o annulla) la carta Preparazione in uso</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>sposta di {n}</translation>
    </message>
    <message>
        <source>place</source>
        <translation>posto</translation>
    </message>
    <message>
        <source>plan {points}</source>
        <translation>piano {points}</translation>
    </message>
    <message>
        <source>put the card on the Birthday card to activate it</source>
        <translation>metti la carta sulla carta Compleanno per attivarla</translation>
    </message>
    <message>
        <source>put the card on the Birthday card: the rules decide whether it takes objects or turns over</source>
        <translation>metti la carta sulla carta Compleanno: le regole decidono se prende oggetti o si gira</translation>
    </message>
    <message>
        <source>stopwatch</source>
        <translation>cronometro</translation>
    </message>
    <message>
        <source>subtotal</source>
        <translation>parziale</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendi {card}</translation>
    </message>
    <message>
        <source>take {card} and move {member} from {at} to {to} place</source>
        <translation>prendi {card} e sposta {member} dal {at} al {to} posto</translation>
    </message>
    <message>
        <source>that cannot become a legal move now</source>
        <translation>ora questa non può diventare una mossa valida</translation>
    </message>
    <message>
        <source>that cannot go there</source>
        <translation>non può andare lì</translation>
    </message>
    <message>
        <source>that choice is not yet complete</source>
        <translation>questa scelta non è ancora completa</translation>
    </message>
    <message>
        <source>the Cleaning card</source>
        <translation>la carta Pulizie</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valore</translation>
    </message>
    <message>
        <source>whatever the member he copies wants</source>
        <translation>quello che vuole il membro che copia</translation>
    </message>
    <message>
        <source>your Family Plan changes only through a Preparation card</source>
        <translation>il tuo Piano di Famiglia cambia solo con una carta Preparazione</translation>
    </message>
    <message>
        <source>{card} and crown the member in position {pos}</source>
        <translation>{card} e incorona il membro in posizione {pos}</translation>
    </message>
    <message>
        <source>{card} and move the member at position {pos} to position {to}</source>
        <translation>{card} e sposta il membro in posizione {pos} alla posizione {to}</translation>
    </message>
    <message>
        <source>{card} and name {name}</source>
        <translation>{card} e indica {name}</translation>
    </message>
    <message>
        <source>{card} and swap positions {a} ↔ {b}</source>
        <translation>{card} e scambia le posizioni {a} ↔ {b}</translation>
    </message>
    <message>
        <source>{card} and swap the pair {a}–{a2} with the pair {b}–{b2}</source>
        <translation>{card} e scambia la coppia {a}–{a2} con la coppia {b}–{b2}</translation>
    </message>
    <message>
        <source>{card} and swap {a} ↔ {b}</source>
        <translation>{card} e scambia {a} ↔ {b}</translation>
    </message>
    <message>
        <source>{card} and swap {pairs}</source>
        <translation>{card} e scambia {pairs}</translation>
    </message>
    <message>
        <source>{count} × {what} at {each} = {points}</source>
        <translation>{count} × {what} a {each} = {points}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>{member}: worth {value}</source>
        <translation>{member}: vale {value}</translation>
    </message>
    <message>
        <source>{member}: worth {value} now</source>
        <translation>{member}: ora vale {value}</translation>
    </message>
    <message>
        <source>{name} — Family Plan</source>
        <translation>{name} — Piano di Famiglia</translation>
    </message>
    <message>
        <source>{name} — Family Plan (face down: you are watching)</source>
        <translation>{name} — Piano di Famiglia (coperto: stai guardando)</translation>
    </message>
    <message>
        <source>{name} — Grandpa Ivo: pick whom he copies, or turn him over.</source>
        <translation>{name} — Nonno Ivo: scegli chi copia, oppure giralo.</translation>
    </message>
    <message>
        <source>{name} — which copy is taken? Clean or cobwebbed: pick one.</source>
        <translation>{name} — quale copia si prende? Senza o con le ragnatele: scegline una.</translation>
    </message>
    <message>
        <source>{name} — {card}: drag a member onto a neighbour to swap them ({done} of {all} swaps).</source>
        <translation>{name} — {card}: trascina un membro sul vicino per scambiarli (scambi fatti: {done} su {all}).</translation>
    </message>
    <message>
        <source>{name} — {card}: drag the first card of one pair onto the first card of the other pair.</source>
        <translation>{name} — {card}: trascina la prima carta di una coppia sulla prima carta dell&apos;altra coppia.</translation>
    </message>
    <message>
        <source>{name} — {card}: drag your {a} relative onto your {b} to swap them.</source>
        <translation>{name} — {card}: trascina il parente al {a} posto su quello al {b} per scambiarli.</translation>
    </message>
    <message>
        <source>{name} — {card}: drag {a} onto {b}.</source>
        <translation>{name} — {card}: trascina {a} su {b}.</translation>
    </message>
    <message>
        <source>{name}&apos;s Family Plan, face down: seven relatives in an order only they know</source>
        <translation>Piano di Famiglia di {name}, coperto: sette parenti in un ordine che conosce solo chi lo ha</translation>
    </message>
    <message>
        <source>{name}: {k}/{n} Preparation cards</source>
        <translation>{name}: {k}/{n} carte Preparazione</translation>
    </message>
    <message>
        <source>{name}: {points} points</source>
        <translation>{name}: {points} punti</translation>
    </message>
    <message>
        <source>{n} cleaned in all</source>
        <translation>ripuliti in tutto: {n}</translation>
    </message>
    <message>
        <source>{object} (cobwebs)</source>
        <translation>{object} (con le ragnatele)</translation>
    </message>
    <message>
        <source>{place} place: crown {member}</source>
        <translation>{place} posto: incorona {member}</translation>
    </message>
    <message>
        <source>{place} place: {member}</source>
        <translation>{place} posto: {member}</translation>
    </message>
    <message>
        <source>“{card}”</source>
        <translation>«{card}»</translation>
    </message>
    <message>
        <source>↔ swapped</source>
        <translation>↔ scambiati</translation>
    </message>
</context>
<context>
    <name>BirthdayTurtleTable</name>
    <message>
        <source>Animal card {n}</source>
        <translation>Carta Animale {n}</translation>
    </message>
    <message>
        <source>Ant deck</source>
        <translation>Mazzo Formiche</translation>
    </message>
    <message>
        <source>Ants</source>
        <translation>Formiche</translation>
    </message>
    <message>
        <source>Celebration deck</source>
        <translation>Mazzo Festeggiamenti</translation>
    </message>
    <message>
        <source>Click it to take it back to your hand.</source>
        <translation>Fai clic per riprenderla in mano.</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Drag it onto a table.</source>
        <translation>Trascinala su un tavolo.</translation>
    </message>
    <message>
        <source>Drag it onto the {p} table.</source>
        <translation>Trascinala sul tavolo {p}.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Prossimo round</translation>
    </message>
    <message>
        <source>Play {first}</source>
        <translation>Gioca {first}</translation>
    </message>
    <message>
        <source>Play {first} now, {second} next round</source>
        <translation>Gioca {first} ora, {second} al prossimo round</translation>
    </message>
    <message>
        <source>Press Enter to take it back to your hand.</source>
        <translation>Premi Invio per riprenderla in mano.</translation>
    </message>
    <message>
        <source>Start
Player</source>
        <translation>Primo
turno</translation>
    </message>
    <message>
        <source>Sure? Commit</source>
        <translation>Davvero? Conferma</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Questo round</translation>
    </message>
    <message>
        <source>Turtle Returns</source>
        <translation>Torna Tartaruga</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>In attesa…</translation>
    </message>
    <message>
        <source>Your cards are face down. Waiting for the others…</source>
        <translation>Le tue carte sono coperte. Si aspettano gli altri…</translation>
    </message>
    <message>
        <source>choose an Animal card and a Pattern card for a table first</source>
        <translation>prima scegli una carta Animale e una carta Fantasia per un tavolo</translation>
    </message>
    <message>
        <source>drag an Animal card and its Pattern card onto a table.</source>
        <translation>trascina una carta Animale e la sua carta Fantasia su un tavolo.</translation>
    </message>
    <message>
        <source>fails — back to hand</source>
        <translation>fallisce — torna in mano</translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation>non tocca a te scegliere</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>prossimo round</translation>
    </message>
    <message>
        <source>next round&apos;s pair: drag an Animal card and its Pattern card onto a table.</source>
        <translation>coppia del prossimo round: trascina una carta Animale e la sua carta Fantasia su un tavolo.</translation>
    </message>
    <message>
        <source>no Animal card for this pair: drag a Pattern card alone onto a table, then Commit.</source>
        <translation>nessuna carta Animale per questa coppia: trascina solo una carta Fantasia su un tavolo, poi Conferma.</translation>
    </message>
    <message>
        <source>only cards from your hand can be played</source>
        <translation>puoi giocare solo le carte che hai in mano</translation>
    </message>
    <message>
        <source>press Commit (or Enter on it) to place your cards face down.</source>
        <translation>premi Conferma (o Invio) per mettere giù le tue carte coperte.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ha scelto</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>punti {n}</translation>
    </message>
    <message>
        <source>task done — no Celebration card</source>
        <translation>lavoro finito — niente carta Festeggiamento</translation>
    </message>
    <message>
        <source>the {p} Pattern card names the {p} table: put it there</source>
        <translation>la carta Fantasia {p} indica il tavolo {p}: mettila lì</translation>
    </message>
    <message>
        <source>this round</source>
        <translation>questo round</translation>
    </message>
    <message>
        <source>this round&apos;s pair: drag an Animal card and its Pattern card onto a table.</source>
        <translation>coppia di questo round: trascina una carta Animale e la sua carta Fantasia su un tavolo.</translation>
    </message>
    <message>
        <source>your {p} Pattern card alone</source>
        <translation>solo la tua carta Fantasia {p}</translation>
    </message>
    <message>
        <source>your {v} with the {p} Pattern card</source>
        <translation>il tuo {v} con la carta Fantasia {p}</translation>
    </message>
    <message>
        <source>{card} on the {table} table</source>
        <translation>{card} sul tavolo {table}</translation>
    </message>
    <message>
        <source>{card} on the {table} table ({when})</source>
        <translation>{card} sul tavolo {table} ({when})</translation>
    </message>
    <message>
        <source>{name} holds the Start Player card</source>
        <translation>{name} ha la carta Primo Giocatore</translation>
    </message>
    <message>
        <source>{name} — {animal}</source>
        <translation>{name} — {animal}</translation>
    </message>
    <message>
        <source>{name}&apos;s {value}</source>
        <translation>la carta {value} di {name}</translation>
    </message>
    <message>
        <source>{name}: {total} ({hustle}, {cards})</source>
        <translation>{name}: {total} ({hustle}, {cards})</translation>
    </message>
    <message>
        <source>{p} Pattern card</source>
        <translation>Carta Fantasia {p}</translation>
    </message>
    <message>
        <source>{task}: {left}</source>
        <translation>{task}: {left}</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Bot — easy</source>
        <translation>Bot — facile</translation>
    </message>
    <message>
        <source>Bot — hard</source>
        <translation>Bot — difficile</translation>
    </message>
    <message>
        <source>Bot — normal</source>
        <translation>Bot — normale</translation>
    </message>
    <message>
        <source>Bot — random</source>
        <translation>Bot — casuale</translation>
    </message>
</context>
<context>
    <name>ChanceMeter</name>
    <message>
        <source>%s (with %d players, level is %d%% each)</source>
        <translation>%s (con %d giocatori, alla pari è il %d%% a testa)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%s&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:#7a5c43&apos;&gt;with %d players, level is %d%% each&lt;/span&gt;</source>
        <translation>&lt;b&gt;%s&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:#7a5c43&apos;&gt;con %d giocatori, alla pari è il %d%% a testa&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The hard bot&apos;s estimate from your view of the table: it knows only what you know. The shaded band is how sure it is: a short search or a game still wide open gives a wide band.</source>
        <translation>La stima del bot difficile da ciò che vedi tu: sa soltanto quello che sai tu. La fascia ombreggiata dice quanto è sicura: una ricerca breve o una partita ancora aperta danno una fascia larga.</translation>
    </message>
    <message>
        <source>Your chance of winning</source>
        <translation>Le tue probabilità di vittoria</translation>
    </message>
    <message>
        <source>Your chance of winning: about %d%%</source>
        <translation>Le tue probabilità di vittoria: circa %d%%</translation>
    </message>
    <message>
        <source>Your chance of winning: level with the others</source>
        <translation>Le tue probabilità di vittoria: alla pari con gli altri</translation>
    </message>
    <message>
        <source>Your chance of winning: between %d%% and %d%%</source>
        <translation>Le tue probabilità di vittoria: tra %d%% e %d%%</translation>
    </message>
</context>
<context>
    <name>CornerBar</name>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>◂ Log and scores</source>
        <translation>◂ Diario e punteggi</translation>
    </message>
    <message>
        <source>Show whose turn it is, the scores and what happened (Ctrl+L)</source>
        <translation>Mostra di chi è il turno, i punteggi e cosa è successo (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>Cover</name>
    <message>
        <source>A Decktet game of turtles in a row</source>
        <translation>Tartarughe in fila: un gioco per il Decktet</translation>
    </message>
    <message>
        <source>A spooky-cute birthday at the castle</source>
        <translation>Un compleanno da paura (e tenerissimo) al castello</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>In arrivo</translation>
    </message>
    <message>
        <source>Hurry up the party before Turtle gets home</source>
        <translation>Prepara la festa prima che Tartaruga torni a casa</translation>
    </message>
    <message>
        <source>Tiles, friends and high fives in the park</source>
        <translation>Tessere, amici e batti cinque al parco</translation>
    </message>
</context>
<context>
    <name>CoverButton</name>
    <message>
        <source>%s — table coming soon</source>
        <translation>%s — tavolo in arrivo</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Party Table — something went wrong</source>
        <translation>Party Table — qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Sorry, the app hit an error: %s

Your game is autosaved and will be offered when you start again.
The details are in the log: %s</source>
        <translation>Scusa, l&apos;app ha incontrato un errore: %s

La tua partita è salvata in automatico e ti verrà proposta al prossimo avvio.
I dettagli sono nel registro: %s</translation>
    </message>
</context>
<context>
    <name>DayAtTheParkTable</name>
    <message>
        <source> (bonus)</source>
        <translation> (bonus)</translation>
    </message>
    <message>
        <source>; bonus: {bonus}</source>
        <translation>; bonus: {bonus}</translation>
    </message>
    <message>
        <source>A {colour} {item}</source>
        <translation>Tessera {colour}: {item}</translation>
    </message>
    <message>
        <source>An attraction token, bench side up: end your move here to take it</source>
        <translation>Un gettone attrazione con la Panchina in su: finisci qui il tuo movimento per prenderlo</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Attrazione</translation>
    </message>
    <message>
        <source>Attraction token…</source>
        <translation>Gettone attrazione…</translation>
    </message>
    <message>
        <source>Attractions</source>
        <translation>Attrazioni</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Bench side of the {name}: wake up</source>
        <translation>Lato Panchina del gettone {name}: svegliati</translation>
    </message>
    <message>
        <source>Bench…</source>
        <translation>Panchina…</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>Uccellino</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Uccellini</translation>
    </message>
    <message>
        <source>Bonus now: +1 per extra {item} (up to 2)</source>
        <translation>Bonus subito: +1 per ogni {item} in più (fino a 2)</translation>
    </message>
    <message>
        <source>Butterfly</source>
        <translation>Farfalla</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Character action…</source>
        <translation>Azione del personaggio…</translation>
    </message>
    <message>
        <source>Choose your character&apos;s face-up side and each adventure&apos;s side.</source>
        <translation>Scegli il lato scoperto del tuo personaggio e il lato di ogni avventura.</translation>
    </message>
    <message>
        <source>Clear path</source>
        <translation>Cancella il percorso</translation>
    </message>
    <message>
        <source>Click to turn this side face up.</source>
        <translation>Fai clic per scoprire questo lato.</translation>
    </message>
    <message>
        <source>Click to use it.</source>
        <translation>Fai clic per usarlo.</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completa</translation>
    </message>
    <message>
        <source>Complete adventures (lit cards), then finish your turn.</source>
        <translation>Completa le avventure (le carte illuminate), poi finisci il turno.</translation>
    </message>
    <message>
        <source>Complete for {n} points, turning in {items}</source>
        <translation>Completala per {n} punti consegnando {items}</translation>
    </message>
    <message>
        <source>Complete {name} for {n} points, turning in {items}</source>
        <translation>Completa «{name}» per {n} punti consegnando {items}</translation>
    </message>
    <message>
        <source>Confirm move</source>
        <translation>Conferma il movimento</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Cupcakes</source>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Discard {name}</source>
        <translation>Scarta «{name}»</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Done moving tiles</source>
        <translation>Ho finito di spostare</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Ho finito gli scambi</translation>
    </message>
    <message>
        <source>Drag a tile onto a lit space (R, the wheel or a right-click turns it).</source>
        <translation>Trascina una tessera su una casella illuminata (la giri con R, la rotellina o il tasto destro).</translation>
    </message>
    <message>
        <source>Drag onto the park; R, the wheel or a right-click turns it</source>
        <translation>Trascinala nel parco; la giri con R, la rotellina o il tasto destro</translation>
    </message>
    <message>
        <source>Drag your figure through the spaces you want to walk, or click them</source>
        <translation>Trascina la tua sagoma sulle caselle in cui vuoi passare, oppure fai clic su di esse</translation>
    </message>
    <message>
        <source>Draw adventures up to three: pick a pile and a side.</source>
        <translation>Pesca avventure fino ad averne tre: scegli un mazzo e un lato.</translation>
    </message>
    <message>
        <source>Draw an attraction</source>
        <translation>Pesca un gettone attrazione</translation>
    </message>
    <message>
        <source>Draw and finish</source>
        <translation>Pesca e finisci</translation>
    </message>
    <message>
        <source>Draw the top {tier} adventure: click, then choose its side</source>
        <translation>Pesca la prima avventura del mazzo {tier}: fai clic, poi scegli il lato</translation>
    </message>
    <message>
        <source>Draw {tier} · {side}</source>
        <translation>Pesca: {tier} · {side}</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>End the move here</source>
        <translation>Fermati qui</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finisci il turno</translation>
    </message>
    <message>
        <source>End-game bonuses, card by card</source>
        <translation>Bonus di fine partita, carta per carta</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Scambio</translation>
    </message>
    <message>
        <source>Explore side</source>
        <translation>Lato esplorazione</translation>
    </message>
    <message>
        <source>Face up now.</source>
        <translation>Ora è scoperto.</translation>
    </message>
    <message>
        <source>First turn: click any space of the park to put your figure there.</source>
        <translation>Primo turno: fai clic su una casella qualsiasi del parco per metterci la tua sagoma.</translation>
    </message>
    <message>
        <source>Fit park</source>
        <translation>Vedi tutto</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Fiore</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Cibo</translation>
    </message>
    <message>
        <source>Gain {items}</source>
        <translation>Prendi {items}</translation>
    </message>
    <message>
        <source>Gain {item}</source>
        <translation>Prendi {item}</translation>
    </message>
    <message>
        <source>Game end: +1 per 2 {items} left</source>
        <translation>Fine partita: +1 ogni 2 {items} che ti restano</translation>
    </message>
    <message>
        <source>Game end: +1 per {kind} adventure</source>
        <translation>Fine partita: +1 per ogni avventura {kind}</translation>
    </message>
    <message>
        <source>Game-end bonus: +{n}</source>
        <translation>Bonus di fine partita: +{n}</translation>
    </message>
    <message>
        <source>Gather {items}</source>
        <translation>Raccogli {items}</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Hello Kitty: click a lit tile to move it, or Done.</source>
        <translation>Hello Kitty: fai clic su una tessera illuminata per spostarla, oppure su Fatto.</translation>
    </message>
    <message>
        <source>High five!</source>
        <translation>Batti cinque!</translation>
    </message>
    <message>
        <source>High five! Click a lit space to step one space away.</source>
        <translation>Batti cinque! Fai clic su una casella illuminata per spostarti di una casella.</translation>
    </message>
    <message>
        <source>High-five reward: draw an attraction or wake your nap token.</source>
        <translation>Premio del batti cinque: pesca un gettone attrazione oppure sveglia il tuo gettone pisolino.</translation>
    </message>
    <message>
        <source>Last round! The last park tile is drawn</source>
        <translation>Ultimo giro! È stata pescata l&apos;ultima tessera parco</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Music</source>
        <translation>Musica</translation>
    </message>
    <message>
        <source>Music Note</source>
        <translation>Nota musicale</translation>
    </message>
    <message>
        <source>Music Notes</source>
        <translation>Note musicali</translation>
    </message>
    <message>
        <source>Nap token: Zzz — character action used</source>
        <translation>Gettone pisolino: Zzz — azione del personaggio già usata</translation>
    </message>
    <message>
        <source>Nap token: Zzz — wake it with a Bench action or a high-five reward</source>
        <translation>Gettone pisolino: Zzz — sveglialo con un&apos;azione Panchina o con il premio di un batti cinque</translation>
    </message>
    <message>
        <source>Nap token: blank — ready</source>
        <translation>Gettone pisolino: vuoto — pronto</translation>
    </message>
    <message>
        <source>Nap token: blank — your character action is ready</source>
        <translation>Gettone pisolino: vuoto — l&apos;azione del tuo personaggio è pronta</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>Natura</translation>
    </message>
    <message>
        <source>No adventure can be completed now: finish your turn.</source>
        <translation>Ora non puoi completare nessuna avventura: finisci il turno.</translation>
    </message>
    <message>
        <source>No steps left: end your move here.</source>
        <translation>Passi finiti: fermati qui.</translation>
    </message>
    <message>
        <source>No tile fits: skip placing</source>
        <translation>Nessuna tessera entra: salta il piazzamento</translation>
    </message>
    <message>
        <source>Park tiles</source>
        <translation>Tessere parco</translation>
    </message>
    <message>
        <source>Park tiles: {n} left</source>
        <translation>Tessere parco rimanenti: {n}</translation>
    </message>
    <message>
        <source>Pay exactly</source>
        <translation>Paga esattamente</translation>
    </message>
    <message>
        <source>Pay {how}</source>
        <translation>Paga {how}</translation>
    </message>
    <message>
        <source>Pick a lit figure to swap places with (Esc cancels).</source>
        <translation>Scegli una sagoma illuminata con cui scambiare il posto (Esc annulla).</translation>
    </message>
    <message>
        <source>Pick a lit tile to remove from the park (Esc cancels).</source>
        <translation>Scegli una tessera illuminata da togliere dal parco (Esc annulla).</translation>
    </message>
    <message>
        <source>Place the {colour} {item} tile</source>
        <translation>Piazza la tessera {colour} con {item}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Press Enter to draw the top one, then choose its side.</source>
        <translation>Premi Invio per pescare la prima, poi scegli il lato.</translation>
    </message>
    <message>
        <source>Press Enter to use it.</source>
        <translation>Premi Invio per usarlo.</translation>
    </message>
    <message>
        <source>Press Enter, then choose where it goes; R turns it.</source>
        <translation>Premi Invio, poi scegli dove va; R la gira.</translation>
    </message>
    <message>
        <source>R turns it</source>
        <translation>R la gira</translation>
    </message>
    <message>
        <source>R, the wheel or a right-click turns it</source>
        <translation>la giri con R, la rotellina o il tasto destro</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Remove a tile…</source>
        <translation>Togli una tessera…</translation>
    </message>
    <message>
        <source>Scoring side</source>
        <translation>Lato punti</translation>
    </message>
    <message>
        <source>Stay here (gain its item)</source>
        <translation>Resta qui (prendi il suo oggetto)</translation>
    </message>
    <message>
        <source>Swap places with…</source>
        <translation>Scambia il posto con…</translation>
    </message>
    <message>
        <source>Swap {card} for the top {tier} card ({side})</source>
        <translation>Scambia «{card}» con la prima carta {tier} ({side})</translation>
    </message>
    <message>
        <source>{name} has {tiles} in hand, {open} and {done} completed</source>
        <translation>{name} ha in mano {tiles}; {open}, completate: {done}</translation>
    </message>
    <message>
        <source>{name} shows its {side} side: click to turn it to its {other} side.</source>
        <translation>«{name}» mostra il lato {side}: fai clic per girarla sul lato {other}.</translation>
    </message>
    <message>
        <source>{name}: {help}.</source>
        <translation>{name}: {help}.</translation>
    </message>
    <message>
        <source>{n} completed</source>
        <translation>completate: {n}</translation>
    </message>
    <message>
        <source>{reason} — {how} ({turner})</source>
        <translation>{reason} — {how} ({turner})</translation>
    </message>
    <message>
        <source>{tiles} · {open} · {done}</source>
        <translation>{tiles} · {open} · {done}</translation>
    </message>
    <message>
        <source>The day at the park is over.</source>
        <translation>La giornata al parco è finita.</translation>
    </message>
    <message>
        <source>Attraction tokens, bench side up: {n} left</source>
        <translation>Gettoni attrazione, con la Panchina in su: rimanenti {n}</translation>
    </message>
    <message>
        <source>The whole park in its frame (F)</source>
        <translation>Tutto il parco nella sua cornice (F)</translation>
    </message>
    <message>
        <source>Tiles in hand: hidden</source>
        <translation>Tessere in mano: nascoste</translation>
    </message>
    <message>
        <source>Tricycle</source>
        <translation>Triciclo</translation>
    </message>
    <message>
        <source>Tricycle: pick a lit space to ride to (Esc cancels).</source>
        <translation>Triciclo: scegli una casella illuminata dove andare (Esc annulla).</translation>
    </message>
    <message>
        <source>Tricycle: ride to a space…</source>
        <translation>Triciclo: vai su una casella…</translation>
    </message>
    <message>
        <source>Turned in on its bench side, it wakes your nap token.</source>
        <translation>Consegnato sul lato Panchina, sveglia il tuo gettone pisolino.</translation>
    </message>
    <message>
        <source>Use the Butterfly</source>
        <translation>Usa la Farfalla</translation>
    </message>
    <message>
        <source>Use the Exchange</source>
        <translation>Usa lo Scambio</translation>
    </message>
    <message>
        <source>Use your character action</source>
        <translation>Usa l&apos;azione del tuo personaggio</translation>
    </message>
    <message>
        <source>Use {name}&apos;s action</source>
        <translation>Usa l&apos;azione di {name}</translation>
    </message>
    <message>
        <source>Wake your nap token</source>
        <translation>Sveglia il tuo gettone pisolino</translation>
    </message>
    <message>
        <source>Walk collecting {items}; {more}. Confirm the move.</source>
        <translation>Cammina raccogliendo {items}; {more}. Conferma il movimento.</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Your figure</source>
        <translation>La tua sagoma</translation>
    </message>
    <message>
        <source>Your new tile is drawn. Use special actions, or end your turn.</source>
        <translation>Hai pescato la nuova tessera. Usa le azioni speciali, oppure finisci il turno.</translation>
    </message>
    <message>
        <source>Your tile matches: pick the item you gain.</source>
        <translation>La tua tessera combacia: scegli l&apos;oggetto da prendere.</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Le tue tessere</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>Zoom into the park (+)</source>
        <translation>Ingrandisci il parco (+)</translation>
    </message>
    <message>
        <source>Zoom out of the park (−)</source>
        <translation>Rimpicciolisci il parco (−)</translation>
    </message>
    <message>
        <source>a tile cannot go there</source>
        <translation>lì non può andare una tessera</translation>
    </message>
    <message>
        <source>a tile goes on an empty space next to the park</source>
        <translation>una tessera va su una casella vuota accanto al parco</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <source>advanced side</source>
        <translation>lato avanzato</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>così com&apos;è</translation>
    </message>
    <message>
        <source>awake</source>
        <translation>sveglio</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>complete {name}: {how}</source>
        <translation>completa «{name}»: {how}</translation>
    </message>
    <message>
        <source>draw an adventure from any pile, then discard one</source>
        <translation>pesca un&apos;avventura da un mazzo qualsiasi, poi scartane una</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>esplorazione</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>no face-up Medium or Hard bonus</source>
        <translation>nessun bonus Medio o Difficile scoperto</translation>
    </message>
    <message>
        <source>no steps left</source>
        <translation>nessun passo rimasto</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>niente di più</translation>
    </message>
    <message>
        <source>place one of the tiles removed at setup, or gain any 2 items</source>
        <translation>piazza una delle tessere tolte nella preparazione, oppure prendi 2 oggetti qualsiasi</translation>
    </message>
    <message>
        <source>place the lit tile here, {turn}</source>
        <translation>piazza qui la tessera illuminata, {turn}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rossa</translation>
    </message>
    <message>
        <source>ride the Tricycle here</source>
        <translation>vai qui con il Triciclo</translation>
    </message>
    <message>
        <source>ride to any space and gain its item (the ride does not take its attraction)</source>
        <translation>vai su una casella qualsiasi e prendi il suo oggetto (con il Triciclo non prendi la sua attrazione)</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>spends {items}</source>
        <translation>consegna {items}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>base</translation>
    </message>
    <message>
        <source>standard side</source>
        <translation>lato base</translation>
    </message>
    <message>
        <source>stands in for any 1 item whenever you turn items in</source>
        <translation>sostituisce 1 oggetto qualsiasi ogni volta che consegni oggetti</translation>
    </message>
    <message>
        <source>start your figure here</source>
        <translation>metti qui la tua sagoma</translation>
    </message>
    <message>
        <source>step here</source>
        <translation>vai qui</translation>
    </message>
    <message>
        <source>step here for a high five</source>
        <translation>vai qui per un batti cinque</translation>
    </message>
    <message>
        <source>that cannot go there</source>
        <translation>non può andare lì</translation>
    </message>
    <message>
        <source>the tile cannot go there</source>
        <translation>la tessera non può andare lì</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>da piazzare</translation>
    </message>
    <message>
        <source>trade up to 6 items for other items</source>
        <translation>cambia fino a 6 oggetti con altri oggetti</translation>
    </message>
    <message>
        <source>turn it</source>
        <translation>girala</translation>
    </message>
    <message>
        <source>turn it a quarter to the left and it fits</source>
        <translation>girala di un quarto a sinistra ed entra</translation>
    </message>
    <message>
        <source>turn it a quarter to the right and it fits</source>
        <translation>girala di un quarto a destra ed entra</translation>
    </message>
    <message>
        <source>turn it round and it fits</source>
        <translation>girala di mezzo giro ed entra</translation>
    </message>
    <message>
        <source>turned a quarter to the left</source>
        <translation>girata di un quarto a sinistra</translation>
    </message>
    <message>
        <source>turned a quarter to the right</source>
        <translation>girata di un quarto a destra</translation>
    </message>
    <message>
        <source>turned round</source>
        <translation>girata di mezzo giro</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gialla</translation>
    </message>
    <message>
        <source>{items} (with wilds)</source>
        <translation>{items} (con i jolly)</translation>
    </message>
    <message>
        <source>{item}: {n}</source>
        <translation>{item}: {n}</translation>
    </message>
    <message>
        <source>{name} ({side} side): {n} points</source>
        <translation>{name} (lato {side}): {n} punti</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} sta giocando…</translation>
    </message>
    <message>
        <source>{name} — {prompt}</source>
        <translation>{name} — {prompt}</translation>
    </message>
    <message>
        <source>{name}: swap places with this figure</source>
        <translation>{name}: scambia il posto con questa sagoma</translation>
    </message>
    <message>
        <source>{name}: take this tile out of the park</source>
        <translation>{name}: togli questa tessera dal parco</translation>
    </message>
    <message>
        <source>{name}: {n} points</source>
        <translation>{name}: {n} punti</translation>
    </message>
    <message>
        <source>{name}: {side}</source>
        <translation>{name}: {side}</translation>
    </message>
    <message>
        <source>{n} left</source>
        <translation>ancora {n}</translation>
    </message>
    <message>
        <source>{side} (face up)</source>
        <translation>{side} (scoperto)</translation>
    </message>
    <message>
        <source>{side} side up; {cards}. Press Ready.</source>
        <translation>Lato {side} in su; {cards}. Premi Pronto.</translation>
    </message>
    <message>
        <source>{tier} adventures: {n} left</source>
        <translation>{tier} — avventure rimaste: {n}</translation>
    </message>
    <message>
        <source>{tier} · {side}</source>
        <translation>{tier} · {side}</translation>
    </message>
    <message>
        <source>{tier}: {side} side</source>
        <translation>{tier}: lato {side}</translation>
    </message>
</context>
<context>
    <name>DecktetArt</name>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Knots</source>
        <translation>Nodi</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Foglie</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pedone</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Soli</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Wyrms</source>
        <translation>Draghi</translation>
    </message>
    <message>
        <source>no rank</source>
        <translation>senza valore</translation>
    </message>
    <message>
        <source>no suit</source>
        <translation>senza seme</translation>
    </message>
    <message>
        <source>{name} — {rank}; {suits}</source>
        <translation>{name} — {rank}; {suits}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%d moves were taken back during this game.</source>
        <translation>In questa partita sono state annullate %d mosse.</translation>
    </message>
    <message>
        <source>%s wins!</source>
        <translation>Vince %s!</translation>
    </message>
    <message>
        <source>%s: equal on points, placed in this order by the game&apos;s tie-break.</source>
        <translation>%s: pari punti, ordine deciso dallo spareggio del gioco.</translation>
    </message>
    <message>
        <source>1 move was taken back during this game.</source>
        <translation>In questa partita è stata annullata 1 mossa.</translation>
    </message>
    <message>
        <source>A new table with the same seats: everyone still at this one sits down at it by themselves</source>
        <translation>Un nuovo tavolo con gli stessi posti: chi è ancora a questo si siede lì da solo</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Torna al menu</translation>
    </message>
    <message>
        <source>Deal code %d: type it in the lobby, with the same game, players and options and “Who starts” set to %s, to deal this game again.</source>
        <translation>Codice della partita %d: scrivilo nel menu, con lo stesso gioco, gli stessi giocatori e le stesse opzioni e «Chi inizia» impostato su %s, per giocare di nuovo con le stesse carte.</translation>
    </message>
    <message>
        <source>Deal code %d: type it in the lobby, with the same game, players and options, to deal this game again.</source>
        <translation>Codice della partita %d: scrivilo nel menu, con lo stesso gioco, gli stessi giocatori e le stesse opzioni, per giocare di nuovo con le stesse carte.</translation>
    </message>
    <message>
        <source>Hide this screen to study the final table (Esc)</source>
        <translation>Nascondi questa schermata per guardare il tavolo finale (Esc)</translation>
    </message>
    <message>
        <source>Watch the next table…</source>
        <translation>Guarda il prossimo tavolo…</translation>
    </message>
    <message>
        <source>When the host plays again you sit down at the next table by yourself; this joins one with its code</source>
        <translation>Quando chi ospita gioca ancora ti siedi da solo al prossimo tavolo; questo ti fa entrare in un tavolo con il suo codice</translation>
    </message>
    <message>
        <source>When the host plays again you watch the next table by yourself; this finds one with its code</source>
        <translation>Quando chi ospita gioca ancora guardi da solo il prossimo tavolo; questo ne trova uno con il suo codice</translation>
    </message>
    <message>
        <source>That works at one computer; a table on the network always deals a fresh game.</source>
        <translation>Questo vale su un solo computer; un tavolo in rete distribuisce sempre carte nuove.</translation>
    </message>
    <message>
        <source>Join the next table…</source>
        <translation>Unisciti al prossimo tavolo…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>Shared victory: %s</source>
        <translation>Vittoria condivisa: %s</translation>
    </message>
    <message>
        <source>Step through the game with the hard bot&apos;s judgement of every decision</source>
        <translation>Ripercorri la partita mossa per mossa con il giudizio del bot difficile su ogni decisione</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Nothing to take back now: among several people only your last move can be taken back, before anything new is revealed or anyone else acts</source>
        <translation>Per ora non c&apos;è niente da annullare: quando giocano più persone si può annullare solo la propria ultima mossa, finché non si scopre qualcosa di nuovo e nessun altro ha giocato</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Annulla la tua ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back your last move and the bots&apos; moves after it (Ctrl+Z)</source>
        <translation>Annulla la tua ultima mossa e quelle dei bot che l&apos;hanno seguita (Ctrl+Z)</translation>
    </message>
    <message>
        <source>The game is over: its moves stay as they were played</source>
        <translation>La partita è finita: le mosse restano come sono state giocate</translation>
    </message>
    <message>
        <source>Your last move revealed something new, so it stays: among several people only a move that revealed nothing can be taken back, before anyone else acts</source>
        <translation>La tua ultima mossa ha scoperto qualcosa di nuovo, quindi resta: quando giocano più persone si può annullare solo una mossa che non scopre nulla, finché nessun altro ha giocato</translation>
    </message>
    <message>
        <source>that seat is played by a bot</source>
        <translation>quel posto è giocato da un bot</translation>
    </message>
    <message>
        <source>the table is hidden</source>
        <translation>il tavolo è coperto</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Press Enter to put it here.</source>
        <translation>Va bene qui: premi Invio.</translation>
    </message>
    <message>
        <source>away</source>
        <translation>assente</translation>
    </message>
    <message>
        <source>that cannot go there</source>
        <translation>non può andare lì</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <source>{name} has lost the connection to the table, or left it</source>
        <translation>{name} ha perso la connessione al tavolo, o l&apos;ha lasciato</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} è assente</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
</context>
<context>
    <name>HandOverBar</name>
    <message>
        <source>%s (+%d)</source>
        <translation>%s (+%d)</translation>
    </message>
    <message>
        <source>%s is away</source>
        <translation>%s è assente</translation>
    </message>
    <message>
        <source>%s is away: a bot plays their seat until you give it back</source>
        <translation>%s è assente: un bot gioca al suo posto finché non glielo restituisci</translation>
    </message>
    <message>
        <source>%s plays their own seat again (a bot plays for them now)</source>
        <translation>%s torna a giocare al proprio posto (ora gioca un bot per lui o lei)</translation>
    </message>
    <message>
        <source>A bot plays for %s</source>
        <translation>Un bot gioca per %s</translation>
    </message>
    <message>
        <source>Everyone is at the table</source>
        <translation>Sono tutti al tavolo</translation>
    </message>
    <message>
        <source>Give %s the seat back</source>
        <translation>Fai tornare %s al suo posto</translation>
    </message>
    <message>
        <source>Let a bot play for %s</source>
        <translation>Fai giocare un bot per %s</translation>
    </message>
    <message>
        <source>Let a bot play for a person who is away, or give them the seat back</source>
        <translation>Fai giocare un bot per chi è assente, o restituiscigli il posto</translation>
    </message>
    <message>
        <source>The bot plays at</source>
        <translation>Il bot gioca a livello</translation>
    </message>
    <message>
        <source>The level of the bot that plays for an absent person</source>
        <translation>Il livello del bot che gioca per chi è assente</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>%s has joined</source>
        <translation>%s è al tavolo</translation>
    </message>
    <message>
        <source>%s has joined as %s</source>
        <translation>%s è al tavolo (%s)</translation>
    </message>
    <message>
        <source>%s has left: waiting for someone to join</source>
        <translation>%s ha lasciato il posto: in attesa che qualcuno si colleghi</translation>
    </message>
    <message>
        <source>%s is away</source>
        <translation>%s è assente</translation>
    </message>
    <message>
        <source>0: any free port</source>
        <translation>0: una porta libera qualsiasi</translation>
    </message>
    <message>
        <source>A person here</source>
        <translation>Una persona qui</translation>
    </message>
    <message>
        <source>A person joining</source>
        <translation>Una persona che si collega</translation>
    </message>
    <message>
        <source>A table you hosted is waiting</source>
        <translation>Un tavolo che hai ospitato ti aspetta</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy the code and the address, to paste them into a message</source>
        <translation>Copia il codice e l&apos;indirizzo, da incollare in un messaggio</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Ogni posto è occupato: inizia quando vuoi.</translation>
    </message>
    <message>
        <source>Everyone from the last table is here: start when you are ready.</source>
        <translation>Sono qui tutti quelli del tavolo di prima: inizia quando vuoi.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <source>Host a table of %s</source>
        <translation>Ospita un tavolo di %s</translation>
    </message>
    <message>
        <source>Nobody can play at it any more: those who joined are told</source>
        <translation>Nessuno potrà più giocarci: chi si è seduto viene avvisato</translation>
    </message>
    <message>
        <source>Off: only windows on this computer can join. Without a certificate the traffic is not encrypted: play so only on a network you trust.</source>
        <translation>Spento: possono collegarsi solo le finestre di questo computer. Senza un certificato il traffico non è cifrato: gioca così solo su una rete di cui ti fidi.</translation>
    </message>
    <message>
        <source>Let other computers join</source>
        <translation>Lascia entrare altri computer</translation>
    </message>
    <message>
        <source>On a Party Table server (another computer holds the table)</source>
        <translation>Su un server Party Table (il tavolo è su un altro computer)</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Su questo computer</translation>
    </message>
    <message>
        <source>Only windows on this computer can join this table, with the address and the code; start when every seat is taken. To play with other computers, open a table with “Let other computers join” ticked.</source>
        <translation>A questo tavolo possono unirsi solo finestre di questo computer, con l&apos;indirizzo e il codice; inizia quando ogni posto è occupato. Per giocare con altri computer, apri un tavolo con «Lascia entrare altri computer» spuntato.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>Opening table %s again…</source>
        <translation>Riapro il tavolo %s…</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Apertura del tavolo…</translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation>Party Table</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Resume %s</source>
        <translation>Riprendi %s</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Posto %d</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Table code: %s    Address: %s</source>
        <translation>Codice del tavolo: %s    Indirizzo: %s</translation>
    </message>
    <message>
        <source>Tables you hosted are waiting</source>
        <translation>Ti aspettano dei tavoli che hai ospitato</translation>
    </message>
    <message>
        <source>Tell the others the address and the code; start when every seat is taken.</source>
        <translation>Comunica agli altri l&apos;indirizzo e il codice; inizia quando ogni posto è occupato.</translation>
    </message>
    <message>
        <source>The game could not start: %s</source>
        <translation>La partita non è potuta iniziare: %s</translation>
    </message>
    <message>
        <source>The next table of %s</source>
        <translation>Il prossimo tavolo di %s</translation>
    </message>
    <message>
        <source>The seat could not change: %s</source>
        <translation>Il posto non è potuto cambiare: %s</translation>
    </message>
    <message>
        <source>The table could not open: %s</source>
        <translation>Il tavolo non si è potuto aprire: %s</translation>
    </message>
    <message>
        <source>The table deals its own game, not the deal code&apos;s: its code appears on the end screen once the game is over.</source>
        <translation>Il tavolo mescola le carte per conto suo, senza il codice della partita: il suo codice compare nella schermata finale, a partita conclusa.</translation>
    </message>
    <message>
        <source>The table is open again: the others sit down again by themselves.</source>
        <translation>Il tavolo è di nuovo aperto: gli altri tornano a sedersi da soli.</translation>
    </message>
    <message>
        <source>Those still at the last table sit down here by themselves. Give the new code to whoever takes an open seat; start when every seat is taken.</source>
        <translation>Chi è ancora al tavolo di prima si siede qui da solo. Dai il nuovo codice a chi prende un posto libero; inizia quando ogni posto è occupato.</translation>
    </message>
    <message>
        <source>Where the table is held</source>
        <translation>Dove si trova il tavolo</translation>
    </message>
    <message>
        <source>Who plays seat %d</source>
        <translation>Chi gioca al posto %d</translation>
    </message>
    <message>
        <source>You are back at your table: start when every seat is taken.</source>
        <translation>Sei di nuovo al tuo tavolo: avvia la partita quando ogni posto è occupato.</translation>
    </message>
    <message>
        <source>Your table of %s</source>
        <translation>Il tuo tavolo di %s</translation>
    </message>
    <message>
        <source>a bot plays this seat</source>
        <translation>questo posto lo gioca un bot</translation>
    </message>
    <message>
        <source>the server&apos;s address:port</source>
        <translation>indirizzo:porta del server</translation>
    </message>
    <message>
        <source>waiting for someone to join</source>
        <translation>in attesa che qualcuno si colleghi</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>%s is already at this table: type your own name.</source>
        <translation>%s è già a questo tavolo: scrivi il tuo nome.</translation>
    </message>
    <message>
        <source>%s — hosted by %s — open seats: %d (table %s)</source>
        <translation>%s — ospitato da %s — posti liberi: %d (tavolo %s)</translation>
    </message>
    <message>
        <source>6 letters and digits</source>
        <translation>6 lettere e cifre</translation>
    </message>
    <message>
        <source>A table code is 6 letters and digits, as the host&apos;s screen shows it.</source>
        <translation>Un codice del tavolo è fatto di 6 lettere e cifre, come lo mostra lo schermo di chi ospita.</translation>
    </message>
    <message>
        <source>A table code never holds O, 0, I or 1, which are easy to misread: look at the host&apos;s screen again.</source>
        <translation>Un codice del tavolo non contiene mai O, 0, I o 1, che si confondono facilmente: guarda di nuovo lo schermo di chi ospita.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Cannot find the table: %s</source>
        <translation>Tavolo non trovato: %s</translation>
    </message>
    <message>
        <source>Closing this window gives your seat back.</source>
        <translation>Chiudendo questa finestra lasci libero il tuo posto.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken: you can watch the game.</source>
        <translation>Ogni posto di questo tavolo è occupato: puoi guardare la partita.</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>Trova il tavolo</translation>
    </message>
    <message>
        <source>Give your seat back: someone else may take it</source>
        <translation>Lascia libero il tuo posto: qualcun altro potrà prenderlo</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Siediti</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Cerco tavoli in questa rete…</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>Ricerca del tavolo…</translation>
    </message>
    <message>
        <source>No table found on this network yet.</source>
        <translation>Ancora nessun tavolo trovato in questa rete.</translation>
    </message>
    <message>
        <source>Pick a table to see its seats.</source>
        <translation>Scegli un tavolo per vederne i posti.</translation>
    </message>
    <message>
        <source>Rejoin %s</source>
        <translation>Torna a %s</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Posto %d</translation>
    </message>
    <message>
        <source>Sitting down again at table %s…</source>
        <translation>Mi risiedo al tavolo %s…</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Smetti di guardare</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codice del tavolo</translation>
    </message>
    <message>
        <source>Tables found on the local network</source>
        <translation>Tavoli trovati nella rete locale</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tavoli in questa rete</translation>
    </message>
    <message>
        <source>Type the address and the table code the host gives you (this app does not look for tables on your network).</source>
        <translation>Scrivi l&apos;indirizzo e il codice del tavolo che ti dà chi ospita (questa app non cerca tavoli nella tua rete).</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>Watch the game without a seat: you see what every player may see</source>
        <translation>Guarda la partita senza un posto: vedi ciò che può vedere ogni giocatore</translation>
    </message>
    <message>
        <source>Write your name (letters, digits and spaces).</source>
        <translation>Scrivi il tuo nome (lettere, cifre e spazi).</translation>
    </message>
    <message>
        <source>You are back at the table. The game begins when the host starts it…</source>
        <translation>Sei di nuovo al tavolo. La partita comincia quando chi ospita la avvia…</translation>
    </message>
    <message>
        <source>You are watching. The table shows once the game begins…</source>
        <translation>Stai guardando. Il tavolo compare quando la partita comincia…</translation>
    </message>
    <message>
        <source>You could not sit down again: %s</source>
        <translation>Non sei riuscito a risederti: %s</translation>
    </message>
    <message>
        <source>You could not sit down: %s</source>
        <translation>Non sei riuscito a sederti: %s</translation>
    </message>
    <message>
        <source>You could not watch: %s</source>
        <translation>Non hai potuto guardare: %s</translation>
    </message>
    <message>
        <source>You have joined. The game begins when the host starts it…</source>
        <translation>Sei al tavolo. La partita comincia quando chi ospita la avvia…</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Il tuo colore</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Your place at a table</source>
        <translation>Il tuo posto a un tavolo</translation>
    </message>
    <message>
        <source>Your places at tables</source>
        <translation>I tuoi posti ai tavoli</translation>
    </message>
    <message>
        <source>address:port, as the host shows it</source>
        <translation>indirizzo:porta, come lo mostra chi ospita</translation>
    </message>
    <message>
        <source>once the table is found</source>
        <translation>una volta trovato il tavolo</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <source>Leave the lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
    <message>
        <source>Lesson done</source>
        <translation>Lezione finita</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>Inizia una partita vera</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>You&apos;ve got it! Play this game on to the end, or leave for a real game.</source>
        <translation>Hai capito tutto! Finisci questa partita, oppure esci e iniziane una vera.</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>A fine move, but for now try the one the lesson lights up.</source>
        <translation>Bella mossa, ma per ora prova quella che ti indica la lezione.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{rest} and {last}</source>
        <translation>{rest} e {last}</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>At random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <source>%s: this table is not built yet — coming soon.</source>
        <translation>%s: questo tavolo non è ancora pronto — arriverà presto.</translation>
    </message>
    <message>
        <source>A short guided game that shows the rules as you play</source>
        <translation>Una breve partita guidata che ti mostra le regole mentre giochi</translation>
    </message>
    <message>
        <source>Cannot start: %s</source>
        <translation>Impossibile iniziare: %s</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codice della partita</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Ospita un tavolo…</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Learn to play ✓</source>
        <translation>Impara a giocare ✓</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>No options with %d players.</source>
        <translation>Nessuna opzione con %d giocatori.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation>Party Table</translation>
    </message>
    <message>
        <source>Pick a game, choose who plays, and gather round.</source>
        <translation>Scegli un gioco e chi gioca, poi tutti al tavolo!</translation>
    </message>
    <message>
        <source>Play this game with people at other computers: they join your table</source>
        <translation>Gioca a questo gioco con persone ad altri computer: si uniscono al tuo tavolo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <source>Sit down at a table someone hosts, with its address and code</source>
        <translation>Siediti a un tavolo ospitato da qualcuno, con il suo indirizzo e il suo codice</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>The same code deals the same cards, so friends can replay a game.</source>
        <translation>Con lo stesso codice escono le stesse carte: così gli amici possono rigiocare una partita.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Questo gioco non ha opzioni.</translation>
    </message>
    <message>
        <source>Two players have the same colour: give each seat its own.</source>
        <translation>Due giocatori hanno lo stesso colore: dai a ogni posto un colore diverso.</translation>
    </message>
    <message>
        <source>Two players have the same name: the log could not tell them apart. Give each seat its own.</source>
        <translation>Due giocatori hanno lo stesso nome: il diario non saprebbe distinguerli. Dai a ogni posto un nome diverso.</translation>
    </message>
    <message>
        <source>empty: a fresh deal</source>
        <translation>vuoto: carte nuove</translation>
    </message>
</context>
<context>
    <name>LobbyLinks</name>
    <message>
        <source>%s, %s — %s shared the win</source>
        <translation>%s, %s — vittoria condivisa da %s</translation>
    </message>
    <message>
        <source>%s, %s — %s won</source>
        <translation>%s, %s — ha vinto %s</translation>
    </message>
    <message>
        <source>Every finished game: played, won, streaks and scores over time</source>
        <translation>Tutte le partite concluse: giocate, vinte, serie di vittorie e punteggi nel tempo</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Ancora nessuna partita conclusa</translation>
    </message>
    <message>
        <source>Review a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Step through one of your last games with the hard bot&apos;s judgement</source>
        <translation>Ripercorri una delle tue ultime partite con il giudizio del bot difficile</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>▸ Hide the log</source>
        <translation>▸ Nascondi il diario</translation>
    </message>
    <message>
        <source>%d moves played</source>
        <translation>%d mosse giocate</translation>
    </message>
    <message>
        <source>%s (preferences are kept for this session only)</source>
        <translation>%s (le preferenze valgono solo per questa sessione)</translation>
    </message>
    <message numerus="yes">
        <source>%s and %n more</source>
        <translation>
            <numerusform>%s e %n altro</numerusform>
            <numerusform>%s e altri %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%s is thinking…</source>
        <translation>%s sta pensando…</translation>
    </message>
    <message>
        <source>%s — Party Table</source>
        <translation>%s — Party Table</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;Fit table</source>
        <translation>&amp;Adatta il tavolo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Impara a &amp;giocare</translation>
    </message>
    <message>
        <source>&amp;Mouse and keyboard</source>
        <translation>&amp;Mouse e tastiera</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>A&amp;pri una registrazione…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Review a game record…</source>
        <translation>&amp;Rivedi una registrazione…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Seats</source>
        <translation>P&amp;osti</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>1 move played</source>
        <translation>1 mossa giocata</translation>
    </message>
    <message>
        <source>A bot plays for %s…</source>
        <translation>Un bot gioca al posto di %s…</translation>
    </message>
    <message>
        <source>A bot plays for you…</source>
        <translation>Un bot gioca al tuo posto…</translation>
    </message>
    <message>
        <source>A game played over the network can be saved once it is over: until then the table keeps its deal to itself.</source>
        <translation>Una partita in rete si può salvare quando è finita: fino ad allora il tavolo tiene per sé le sue carte.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Ask before leaving a network game</source>
        <translation>Chiedi prima di lasciare una partita in rete</translation>
    </message>
    <message>
        <source>Ask “Sure?” before committing cards</source>
        <translation>Chiedi «Davvero?» prima di confermare le carte</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossibile aprire questo file</translation>
    </message>
    <message>
        <source>Cannot review this file</source>
        <translation>Impossibile rivedere questo file</translation>
    </message>
    <message>
        <source>Colour-blind-safe marks</source>
        <translation>Simboli per daltonici</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>In arrivo</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registrazioni delle partite (*.json)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Lasciare il tavolo?</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Lunga</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>Nothing to take back now.</source>
        <translation>Per ora non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Apri una registrazione</translation>
    </message>
    <message>
        <source>Over to %s</source>
        <translation>Tocca a %s</translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation>Party Table</translation>
    </message>
    <message>
        <source>Pause between bot moves</source>
        <translation>Pausa tra le mosse dei bot</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Riduci i movimenti</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Rivedi una registrazione</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Salva la registrazione</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>Salva la registrazione &amp;come…</translation>
    </message>
    <message>
        <source>Saved to %s</source>
        <translation>Salvato in %s</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Breve</translation>
    </message>
    <message>
        <source>Show &amp;log and scores</source>
        <translation>Mostra &amp;diario e punteggi</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Something went wrong; you can carry on. The details are in the log: %s</source>
        <translation>Qualcosa è andato storto; puoi continuare. I dettagli sono nel registro: %s</translation>
    </message>
    <message>
        <source>Something went wrong; your game is saved and goes on. The details are in the log: %s</source>
        <translation>Qualcosa è andato storto; la tua partita è salvata e continua. I dettagli sono nel registro: %s</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Resta</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Annulla la tua ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>Chi ospita</translation>
    </message>
    <message>
        <source>The lesson cannot start: %s</source>
        <translation>La lezione non può iniziare: %s</translation>
    </message>
    <message>
        <source>The new language is used from the next time Party Table starts.</source>
        <translation>La nuova lingua verrà usata dal prossimo avvio di Party Table.</translation>
    </message>
    <message>
        <source>The next table could not open: %s</source>
        <translation>Il prossimo tavolo non si è potuto aprire: %s</translation>
    </message>
    <message>
        <source>The table for %s is not built yet.</source>
        <translation>Il tavolo di %s non è ancora pronto.</translation>
    </message>
    <message>
        <source>These %d files could not be read and were left untouched:</source>
        <translation>Questi %d file non si potevano leggere e sono stati lasciati come erano:</translation>
    </message>
    <message>
        <source>These %d files in %s could not be read and were left untouched:</source>
        <translation>Questi %d file in %s non si potevano leggere e sono stati lasciati come erano:</translation>
    </message>
    <message>
        <source>This file cannot be opened as a game; it was left as it is. Open record… starts in the folder of the games you saved.</source>
        <translation>Questo file non si può aprire come partita; è rimasto com&apos;era. Apri una registrazione… parte dalla cartella delle partite che hai salvato.</translation>
    </message>
    <message>
        <source>This file cannot be reviewed; it was left as it is. Review a game record… starts in the folder where every game you finish is kept.</source>
        <translation>Questo file non si può rivedere; è rimasto com&apos;era. Rivedi una registrazione… parte dalla cartella in cui è conservata ogni partita che finisci.</translation>
    </message>
    <message>
        <source>This file could not be read and was left untouched:</source>
        <translation>Questo file non si poteva leggere ed è stato lasciato com&apos;era:</translation>
    </message>
    <message>
        <source>This file in %s could not be read and was left untouched:</source>
        <translation>Questo file in %s non si poteva leggere ed è stato lasciato com&apos;era:</translation>
    </message>
    <message>
        <source>Waiting for %s</source>
        <translation>Si aspetta %s</translation>
    </message>
    <message>
        <source>Your move, %s</source>
        <translation>Tocca a te, %s</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <source>not started yet</source>
        <translation>non ancora iniziata</translation>
    </message>
    <message>
        <source>this game has no lesson yet</source>
        <translation>questo gioco non ha ancora una lezione</translation>
    </message>
    <message>
        <source>… and %d more (hover here to see them all)</source>
        <translation>… e altri %d (passa qui sopra col mouse per vederli tutti)</translation>
    </message>
    <message>
        <source>▶  Resume your game of %s with %s — %s</source>
        <translation>▶  Riprendi la partita di %s con %s — %s</translation>
    </message>
    <message>
        <source>◂ Log and scores</source>
        <translation>◂ Diario e punteggi</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>%s as %s</source>
        <translation>%s (%s)</translation>
    </message>
    <message>
        <source>%s at table %s</source>
        <translation>%s al tavolo %s</translation>
    </message>
    <message>
        <source>%s at table %s (with %s)</source>
        <translation>%s al tavolo %s (con %s)</translation>
    </message>
    <message>
        <source>%s — at the table: %s</source>
        <translation>%s — al tavolo: %s</translation>
    </message>
    <message>
        <source>An address has no spaces: a colon goes before the port, like 192.168.1.20:8765.</source>
        <translation>Un indirizzo non ha spazi: prima della porta va un due punti, come in 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Dimentica</translation>
    </message>
    <message>
        <source>Forgotten: table %s.</source>
        <translation>Dimenticato: tavolo %s.</translation>
    </message>
    <message>
        <source>The number after the colon is the port: a number from 1 to 65535, like 8765.</source>
        <translation>Il numero dopo i due punti è la porta: un numero da 1 a 65535, come 8765.</translation>
    </message>
    <message>
        <source>The table is out of reach (%s). Trying to sit down again…</source>
        <translation>Il tavolo non è raggiungibile (%s). Provo a risedermi…</translation>
    </message>
    <message>
        <source>Type the address the host&apos;s screen shows, like 192.168.1.20:8765.</source>
        <translation>Scrivi l&apos;indirizzo che mostra lo schermo di chi ospita, come 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>You are no longer at this table (%s).</source>
        <translation>Non sei più a questo tavolo (%s).</translation>
    </message>
    <message>
        <source>others</source>
        <translation>altre persone</translation>
    </message>
    <message>
        <source>This app stops keeping its place at that table</source>
        <translation>L&apos;app smette di tenere il suo posto a quel tavolo</translation>
    </message>
</context>
<context>
    <name>NextTableDialog</name>
    <message>
        <source>%s has opened the next table</source>
        <translation>%s ha aperto il prossimo tavolo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Give your seat back: someone else may take it</source>
        <translation>Lascia libero il tuo posto: qualcun altro potrà prenderlo</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Smetti di guardare</translation>
    </message>
    <message>
        <source>Table code: %s</source>
        <translation>Codice del tavolo: %s</translation>
    </message>
    <message>
        <source>The next table has closed</source>
        <translation>Il prossimo tavolo è stato chiuso</translation>
    </message>
    <message>
        <source>You watch this table too. It shows once the game begins…</source>
        <translation>Guardi anche questo tavolo. Compare quando inizia la partita…</translation>
    </message>
    <message>
        <source>Your seat is kept for you. The game begins when %s starts it… Closing this window gives your seat back.</source>
        <translation>Il tuo posto ti aspetta. La partita inizia quando %s la avvia… Chiudendo questa finestra lasci libero il tuo posto.</translation>
    </message>
</context>
<context>
    <name>OptionField</name>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Lower: {value} now</source>
        <translation>Abbassa: ora {value}</translation>
    </message>
    <message>
        <source>Raise: {value} now</source>
        <translation>Alza: ora {value}</translation>
    </message>
</context>
<context>
    <name>PlayerCount</name>
    <message>
        <source>%d players</source>
        <translation>%d giocatori</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n volta</numerusform>
            <numerusform>%n volte</numerusform>
        </translation>
    </message>
    <message>
        <source>%s is ready</source>
        <translation>Inizia il turno di %s</translation>
    </message>
    <message>
        <source>Everyone else, look away.</source>
        <translation>Tutti gli altri, non guardate!</translation>
    </message>
    <message>
        <source>Pass to %s</source>
        <translation>Turno di %s</translation>
    </message>
    <message>
        <source>Pass to %s — click or press Enter when ready</source>
        <translation>Turno di %s — fai clic o premi Invio per cominciare</translation>
    </message>
    <message>
        <source>Privacy screen</source>
        <translation>Schermo di riservatezza</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <translation>Dalla tua ultima mossa:</translation>
    </message>
    <message>
        <source>So far:</source>
        <translation>Finora:</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more in the log</source>
        <translation>
            <numerusform>…e %n altra riga nel diario</numerusform>
            <numerusform>…e altre %n righe nel diario</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteController</name>
    <message>
        <source>%s has left the table (away %d min)</source>
        <translation>%s ha lasciato il tavolo (assente da %d min)</translation>
    </message>
    <message>
        <source>%s has left the table (away %d s)</source>
        <translation>%s ha lasciato il tavolo (assente da %d s)</translation>
    </message>
    <message>
        <source>%s is reconnecting… (away %d min)</source>
        <translation>%s si sta ricollegando… (assente da %d min)</translation>
    </message>
    <message>
        <source>%s is reconnecting… (away %d s)</source>
        <translation>%s si sta ricollegando… (assente da %d s)</translation>
    </message>
    <message>
        <source>%s plays seat %d until someone joins</source>
        <translation>%s gioca al posto %d finché non arriva qualcuno</translation>
    </message>
    <message>
        <source>A bot plays for %s for now</source>
        <translation>Per ora un bot gioca al posto di %s</translation>
    </message>
    <message>
        <source>A bot plays for you for now</source>
        <translation>Per ora un bot gioca al tuo posto</translation>
    </message>
    <message>
        <source>A bot plays your seat for now; the host can give it back to you.</source>
        <translation>Per ora un bot gioca al tuo posto; chi ospita può restituirtelo.</translation>
    </message>
    <message>
        <source>Back at table %s.</source>
        <translation>Di nuovo al tavolo %s.</translation>
    </message>
    <message>
        <source>Connection lost %d min ago. Trying to sit down again…</source>
        <translation>Connessione persa da %d min. Provo a risedermi…</translation>
    </message>
    <message>
        <source>Connection lost %d s ago. Trying to sit down again…</source>
        <translation>Connessione persa da %d s. Provo a risedermi…</translation>
    </message>
    <message>
        <source>Connection lost.</source>
        <translation>Connessione persa.</translation>
    </message>
    <message>
        <source>Connection lost. Trying to sit down again…</source>
        <translation>Connessione persa. Provo a risedermi…</translation>
    </message>
    <message>
        <source>Party Table</source>
        <translation>Party Table</translation>
    </message>
    <message>
        <source>Party Table — table %s</source>
        <translation>Party Table — tavolo %s</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Posto %d</translation>
    </message>
    <message>
        <source>Seat %d is open</source>
        <translation>Il posto %d è libero</translation>
    </message>
    <message>
        <source>Table %s has closed.</source>
        <translation>Il tavolo %s è stato chiuso.</translation>
    </message>
    <message>
        <source>Table %s · connected: %s</source>
        <translation>Tavolo %s · collegati: %s</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connessione al tavolo si è interrotta.</translation>
    </message>
    <message>
        <source>The game waits for you while you are away, and only you can let a bot play a seat. Host a table… offers this table to sit down again.</source>
        <translation>La partita ti aspetta mentre sei via, e solo tu puoi far giocare un bot a un posto. Per risederti, «Ospita un tavolo…» ti propone questo tavolo.</translation>
    </message>
    <message>
        <source>The game waits for you while you are away, unless the host lets a bot play your seat. Join a table… offers this table to sit down again.</source>
        <translation>La partita ti aspetta mentre sei via, a meno che chi ospita non faccia giocare un bot al tuo posto. Per risederti, «Unisciti a un tavolo…» ti propone questo tavolo.</translation>
    </message>
    <message>
        <source>The table is out of reach (%s). You sit down again by yourself once it is back, or Game → New game leaves it.</source>
        <translation>Il tavolo non è raggiungibile (%s). Quando torna ti risiedi da solo, oppure Partita → Nuova partita lo lascia.</translation>
    </message>
    <message>
        <source>The table is out of reach. You sit down again by yourself once it is back, or Game → New game leaves it.</source>
        <translation>Il tavolo non è raggiungibile. Quando torna ti risiedi da solo, oppure Partita → Nuova partita lo lascia.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Questa partita è finita.</translation>
    </message>
    <message>
        <source>This game is over: the next one is at table %s.</source>
        <translation>Questa partita è finita: la prossima è al tavolo %s.</translation>
    </message>
    <message>
        <source>This table is not being saved: %s. The game goes on, but if this app closes it cannot come back to it.</source>
        <translation>Questo tavolo non viene salvato: %s. La partita continua, ma se l&apos;app si chiude non potrà tornarci.</translation>
    </message>
    <message>
        <source>Waiting for %s to reconnect…</source>
        <translation>In attesa che %s si ricolleghi…</translation>
    </message>
    <message>
        <source>Waiting for %s, who has left the table: the host can let a bot play for them.</source>
        <translation>In attesa di %s, che ha lasciato il tavolo: chi ospita può far giocare un bot al suo posto.</translation>
    </message>
    <message>
        <source>Waiting for %s, who has left the table: you can let a bot play for them.</source>
        <translation>In attesa di %s, che ha lasciato il tavolo: puoi far giocare un bot al suo posto.</translation>
    </message>
    <message>
        <source>You are no longer at this table (%s). Game → New game starts another.</source>
        <translation>Non sei più a questo tavolo (%s). Partita → Nuova partita ne inizia un&apos;altra.</translation>
    </message>
    <message>
        <source>You are no longer at this table. Game → New game starts another.</source>
        <translation>Non sei più a questo tavolo. Partita → Nuova partita ne inizia un&apos;altra.</translation>
    </message>
    <message>
        <source>You host this table: if you leave, the game stops for everyone at it until you open it again (Host a table… offers it).</source>
        <translation>Ospiti tu questo tavolo: se lo lasci, la partita si ferma per tutti finché non lo riapri (te lo propone «Ospita un tavolo…»).</translation>
    </message>
    <message>
        <source>Your turn, %s</source>
        <translation>Tocca a te, %s</translation>
    </message>
    <message>
        <source>wait a moment: your last move is still on its way</source>
        <translation>aspetta un attimo: la tua ultima mossa sta ancora arrivando</translation>
    </message>
</context>
<context>
    <name>ReviewHost</name>
    <message>
        <source>%s to play</source>
        <translation>Turno di %s</translation>
    </message>
    <message>
        <source>This is a review: the moves cannot be played again here.</source>
        <translation>Questa è una revisione: qui le mosse non si possono rigiocare.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(nothing %s could see)</source>
        <translation>(niente che %s potesse vedere)</translation>
    </message>
    <message>
        <source>, −%d%%</source>
        <translation>, −%d%%</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %d: %s&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mossa %d: %s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Fine.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt; %s shared the win.</source>
        <translation>&lt;b&gt;Fine.&lt;/b&gt; Vittoria condivisa da %s.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt; %s won.</source>
        <translation>&lt;b&gt;Fine.&lt;/b&gt; Ha vinto %s.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The record ends here&lt;/b&gt;; the game was not finished.</source>
        <translation>&lt;b&gt;La registrazione finisce qui&lt;/b&gt;; la partita non era conclusa.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not rated yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Non ancora valutata.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — chance of winning %d%% before, %d%% after this move.</source>
        <translation>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — probabilità di vittoria: %d%% prima, %d%% dopo questa mossa.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — close to the hard bot&apos;s pick, lit on the table: %d%% chance of winning with its pick, %d%% with this move.</source>
        <translation>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — vicina alla scelta del bot difficile (illuminata sul tavolo): %d%% di probabilità di vittoria con la scelta del bot, %d%% con questa mossa.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — the hard bot agrees with this move. Chance of winning: %d%%.</source>
        <translation>&lt;span style=&apos;color:%s&apos;&gt;&lt;b&gt;%s&lt;/b&gt;&lt;/span&gt; — il bot difficile è d&apos;accordo con questa mossa. Probabilità di vittoria: %d%%.</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Chiudi la revisione</translation>
    </message>
    <message>
        <source>Comparing the moves, the hard bot finds this one %d%% worse than its choice: more than the chance this position still had.</source>
        <translation>Confrontando le mosse, il bot difficile trova questa peggiore del %d%% rispetto alla sua scelta: più della probabilità che questa posizione aveva ancora.</translation>
    </message>
    <message>
        <source>DECISIONS</source>
        <translation>DECISIONI</translation>
    </message>
    <message>
        <source>Decisions of %s: %d — good: %d · inaccuracies: %d · mistakes: %d · blunders: %d</source>
        <translation>Decisioni di %s: %d — buone: %d · imprecisioni: %d · errori: %d · errori gravi: %d</translation>
    </message>
    <message>
        <source>Each line is that player&apos;s chance of winning as the hard bot estimates it at each of their decisions.</source>
        <translation>Ogni linea è la probabilità di vittoria di quel giocatore, stimata dal bot difficile a ogni sua decisione.</translation>
    </message>
    <message>
        <source>Each line is that player&apos;s chance of winning as the hard bot estimates it from what the player knew at the time — not from the cards still hidden.</source>
        <translation>Ogni linea è la probabilità di vittoria di quel giocatore, stimata dal bot difficile in base a ciò che il giocatore sapeva in quel momento — non dalle carte ancora nascoste.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Game review: %s</source>
        <translation>Revisione della partita: %s</translation>
    </message>
    <message>
        <source>Giving up less than %d points of winning chance counts as good.</source>
        <translation>Una mossa che perde meno di %d punti percentuali di probabilità di vittoria conta come buona.</translation>
    </message>
    <message>
        <source>Hide the chart and the judgement to see the table larger (T)</source>
        <translation>Nasconde il grafico e il giudizio per vedere il tavolo più grande (T)</translation>
    </message>
    <message>
        <source>Move %d of %d</source>
        <translation>Mossa %d di %d</translation>
    </message>
    <message>
        <source>Move %d: %s</source>
        <translation>Mossa %d: %s</translation>
    </message>
    <message>
        <source>Move %d: %s (nearly %s)</source>
        <translation>Mossa %d: %s (quasi %s)</translation>
    </message>
    <message>
        <source>Move %d: good, %d%% below the best</source>
        <translation>Mossa %d: buona, %d%% sotto la migliore</translation>
    </message>
    <message>
        <source>Nearly %s: the hard bot&apos;s search can be off by about %d points of winning chance here, so the milder mark stands.</source>
        <translation>Quasi %s: qui la ricerca del bot difficile può sbagliare di circa %d punti percentuali di probabilità di vittoria, quindi resta il giudizio più mite.</translation>
    </message>
    <message>
        <source>No decision of %s has been rated yet.</source>
        <translation>Nessuna decisione di %s è stata ancora valutata.</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Una mossa indietro (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>Una mossa avanti (→)</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Revisione completata.</translation>
    </message>
    <message>
        <source>Review complete; it could not be saved next to the record (%s).</source>
        <translation>Revisione completata; non è stato possibile salvarla accanto alla registrazione (%s).</translation>
    </message>
    <message>
        <source>Review complete; it is not saved, because a file of its name beside the record (%s) is not a review.</source>
        <translation>Revisione completata, ma non salvata: accanto alla registrazione c&apos;è già un file con il nome previsto (%s) che non è una revisione.</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Vista da</translation>
    </message>
    <message>
        <source>Show the judgement</source>
        <translation>Mostra il giudizio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Table only</source>
        <translation>Solo il tavolo</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fine (tasto Fine)</translation>
    </message>
    <message>
        <source>The hard bot is reviewing the game: %d of %d decisions…</source>
        <translation>Il bot difficile sta rivedendo la partita: decisioni %d su %d…</translation>
    </message>
    <message>
        <source>The hard bot is reviewing the game…</source>
        <translation>Il bot difficile sta rivedendo la partita…</translation>
    </message>
    <message>
        <source>The hard bot would rather have played the move lit on the table (%d%%).</source>
        <translation>Il bot difficile avrebbe preferito la mossa illuminata sul tavolo (%d%%).</translation>
    </message>
    <message>
        <source>The player whose view and decisions are shown</source>
        <translation>Il giocatore di cui si vedono la visuale e le decisioni</translation>
    </message>
    <message>
        <source>The review stopped: %s</source>
        <translation>La revisione si è fermata: %s</translation>
    </message>
    <message>
        <source>The saved review could not be read (%s); it is made again.</source>
        <translation>Non è stato possibile leggere la revisione salvata (%s); viene rifatta.</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>L&apos;inizio (tasto Home)</translation>
    </message>
    <message>
        <source>This record stops before the game&apos;s end.</source>
        <translation>Questa registrazione si ferma prima della fine della partita.</translation>
    </message>
    <message>
        <source>WHAT HAPPENED</source>
        <translation>COSA È SUCCESSO</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>un errore grave</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un errore</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>un&apos;imprecisione</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buona</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>the table for this game is not built yet</source>
        <translation>il tavolo di questo gioco non è ancora pronto</translation>
    </message>
    <message>
        <source>this game is not over, and its players keep cards hidden from each other: it can be reviewed once it is over</source>
        <translation>questa partita non è finita e i suoi giocatori si nascondono le carte a vicenda: si potrà rivedere quando sarà finita</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>About Party Table</source>
        <translation>Informazioni su Party Table</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Help — Party Table</source>
        <translation>Aiuto — Party Table</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Mouse e tastiera</translation>
    </message>
    <message>
        <source>The rules text for this page is not installed yet.</source>
        <translation>Il testo delle regole di questa pagina non è ancora installato.</translation>
    </message>
</context>
<context>
    <name>ScoreBars</name>
    <message>
        <source>%s: %s point</source>
        <translation>%s: %s punto</translation>
    </message>
    <message>
        <source>%s: %s points</source>
        <translation>%s: %s punti</translation>
    </message>
    <message>
        <source>points taken away</source>
        <translation>punti tolti</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No finished games yet.</source>
        <translation>Ancora nessuna partita conclusa.</translation>
    </message>
    <message>
        <source>games, oldest first</source>
        <translation>partite, dalla più vecchia</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>non vinta</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>%s of player %d</source>
        <translation>%s del giocatore %d</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Verde acqua</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <source>Colour of player %d</source>
        <translation>Colore del giocatore %d</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Name of player %d</source>
        <translation>Nome del giocatore %d</translation>
    </message>
    <message>
        <source>Olive</source>
        <translation>Oliva</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Porpora</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Azzurro</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Vermiglio</translation>
    </message>
    <message>
        <source>Who plays seat %d</source>
        <translation>Chi gioca al posto %d</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Vinaccia</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>SCORES</source>
        <translation>PUNTEGGI</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Show the move the hard bot would play and your chance of winning (Ctrl+H)</source>
        <translation>Mostra la mossa che giocherebbe il bot difficile e le tue probabilità di vittoria (Ctrl+H)</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Annulla la tua ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>WHAT HAPPENED</source>
        <translation>COSA È SUCCESSO</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
</context>
<context>
    <name>StatsKeeper</name>
    <message>
        <source>%s&apos;s games won–lost, by opponents:</source>
        <translation>Partite di %s vinte–perse, per avversari:</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>non ancora giocato</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Against</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Chiunque</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <source>Forget every finished game in the statistics (%d so far)? This cannot be undone; the games&apos; records stay in the data folder.</source>
        <translation>Dimenticare tutte le partite concluse nelle statistiche (%d finora)? Non si può annullare; le registrazioni delle partite restano nella cartella dei dati.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Tienile</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Più lunga</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish on this computer is counted here: wins, scores and streaks, for each player and game.</source>
        <translation>Ancora nessuna partita finita. Ogni partita che finisci su questo computer viene contata qui: vittorie, punteggi e serie, per ogni giocatore e gioco.</translation>
    </message>
    <message>
        <source>No games of this kind yet.</source>
        <translation>Ancora nessuna partita di questo tipo.</translation>
    </message>
    <message>
        <source>No one yet</source>
        <translation>Ancora nessuno</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Non esportato</translation>
    </message>
    <message>
        <source>Not reset</source>
        <translation>Non azzerate</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Solo persone</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punteggi nel tempo</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Statistics — Party Table</source>
        <translation>Statistiche — Party Table</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>The longest run of wins</source>
        <translation>La serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Wins in a row up to the latest game</source>
        <translation>Vittorie di fila fino all&apos;ultima partita</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
</context>
<context>
    <name>TableItem</name>
    <message>
        <source>Press Enter, then choose where it goes.</source>
        <translation>Premi Invio, poi scegli dove va.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to the end of the game (Esc)</source>
        <translation>Torna alla fine della partita (Esc)</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Mostra i risultati</translation>
    </message>
    <message>
        <source>The game table</source>
        <translation>Il tavolo di gioco</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>1st</source>
        <translation>1°</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2°</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3°</translation>
    </message>
    <message>
        <source>{name} — your move: {what}</source>
        <translation>{name} — tocca a te: {what}</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}°</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>More ({page}/{pages})</source>
        <translation>Altro ({page}/{pages})</translation>
    </message>
</context>
<context>
    <name>TurtleButtTable</name>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source> · first to {n}</source>
        <translation> · si gioca fino a {n}</translation>
    </message>
    <message>
        <source>; missing {suits}</source>
        <translation>; mancano {suits}</translation>
    </message>
    <message>
        <source>Accept the claim</source>
        <translation>Accetta la dichiarazione</translation>
    </message>
    <message>
        <source>Accept {n}  [A]</source>
        <translation>Accetto {n}  [A]</translation>
    </message>
    <message>
        <source>Announce a claim of {n}</source>
        <translation>Dichiara {n}</translation>
    </message>
    <message>
        <source>Announce {n}</source>
        <translation>Dichiara {n}</translation>
    </message>
    <message>
        <source>Challenge  [C]</source>
        <translation>Sfido!  [S]</translation>
    </message>
    <message>
        <source>Challenge the claim</source>
        <translation>Sfida la dichiarazione</translation>
    </message>
    <message>
        <source>Deck: {n}</source>
        <translation>Mazzo: {n}</translation>
    </message>
    <message>
        <source>Drag the deck&apos;s top card here to take a card</source>
        <translation>Trascina qui la carta in cima al mazzo per prenderla</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Draw a card  [D]</source>
        <translation>Pesca una carta  [P]</translation>
    </message>
    <message>
        <source>Draw another  [D]</source>
        <translation>Pescane un&apos;altra  [A]</translation>
    </message>
    <message>
        <source>Everyone else was caught out by a challenge.</source>
        <translation>Tutti gli altri sono stati eliminati dalle sfide.</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Totale della partita</translation>
    </message>
    <message>
        <source>Match: {totals}</source>
        <translation>Partita: {totals}</translation>
    </message>
    <message>
        <source>Only the holder sees the hand. Draw, then announce what it scores; the next player challenges or accepts.</source>
        <translation>Solo chi ha la mano la vede. Pesca, poi dichiara quanto vale; il giocatore successivo sfida o accetta.</translation>
    </message>
    <message>
        <source>Scoring: {parts}.</source>
        <translation>Punteggio: {parts}.</translation>
    </message>
    <message>
        <source>Take cards (Hit me) to build pairs, sets and a run with the shared cards; stay before your cards show all six suits: that is Turtle Butt and scores nothing.</source>
        <translation>Prendi carte (Carta!) per fare coppie, gruppi e una scala con le carte comuni; fermati prima che le tue carte mostrino tutti e sei i semi: sarebbe Turtle Butt, che non vale niente.</translation>
    </message>
    <message>
        <source>Take {points} now, or draw: no Turtle Butt and the prize grows to {n}; Turtle Butt and it is lost.</source>
        <translation>Prendi {points} adesso, oppure pesca: senza Turtle Butt il premio sale a {n}; con Turtle Butt lo perdi.</translation>
    </message>
    <message>
        <source>This hand: {points}</source>
        <translation>Questa mano: {points}</translation>
    </message>
    <message>
        <source>This hand: {score}</source>
        <translation>Questa mano: {score}</translation>
    </message>
    <message>
        <source>Turtle Butt</source>
        <translation>Turtle Butt</translation>
    </message>
    <message>
        <source>claims {n}</source>
        <translation>dichiara {n}</translation>
    </message>
    <message>
        <source>draw more cards, or set a claim and announce it.</source>
        <translation>pesca altre carte, oppure scegli un punteggio e dichiaralo.</translation>
    </message>
    <message>
        <source>take {points}, or draw for one more.</source>
        <translation>prendi {points}, oppure pesca per averne uno in più.</translation>
    </message>
    <message>
        <source>the Excuse is in</source>
        <translation>c&apos;è la Scusa</translation>
    </message>
    <message>
        <source>the Pawns are in: risky!</source>
        <translation>ci sono i Pedoni: rischioso!</translation>
    </message>
    <message>
        <source>the basic game</source>
        <translation>il gioco base</translation>
    </message>
    <message>
        <source>the last player standing</source>
        <translation>resta in gioco</translation>
    </message>
    <message>
        <source>the liar&apos;s game</source>
        <translation>il gioco del bugiardo</translation>
    </message>
    <message>
        <source>{name} says the hand scores {n}: challenge, or accept it and take the hand.</source>
        <translation>{name} dice che la mano vale {n}: sfidala, oppure accettala e prendi la mano.</translation>
    </message>
    <message>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <source>{name}: in</source>
        <translation>{name}: in gioco</translation>
    </message>
    <message>
        <source>{name}: out</source>
        <translation>{name}: fuori</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{place} out</source>
        <translation>{place} a uscire</translation>
    </message>
    <message>
        <source>{points} — {how}</source>
        <translation>{points} — {how}</translation>
    </message>
    <message>
        <source>{title} · {hand}{target}</source>
        <translation>{title} · {hand}{target}</translation>
    </message>
    <message>
        <source>{verdict}.</source>
        <translation>{verdict}.</translation>
    </message>
    <message>
        <source>→ {verdict}</source>
        <translation>→ {verdict}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Drag the top card to your row (or press {key})</source>
        <translation>Trascina la prima carta nella tua fila (o premi {key})</translation>
    </message>
    <message>
        <source>Hand {n} of {m}</source>
        <translation>Mano {n} di {m}</translation>
    </message>
    <message>
        <source>Hand {n} scored</source>
        <translation>Punti della mano {n}</translation>
    </message>
    <message>
        <source>Hit me  [H]</source>
        <translation>Carta!  [C]</translation>
    </message>
    <message>
        <source>How it goes</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>I accept</source>
        <translation>Accetto</translation>
    </message>
    <message>
        <source>I&apos;ll stay  [S]</source>
        <translation>Mi fermo  [F]</translation>
    </message>
    <message>
        <source>I&apos;ll stay!</source>
        <translation>Mi fermo!</translation>
    </message>
    <message>
        <source>It scores {n}!</source>
        <translation>Vale {n}!</translation>
    </message>
    <message>
        <source>Last challenge</source>
        <translation>Ultima sfida</translation>
    </message>
    <message>
        <source>No announcement yet: the first must be at least 1.</source>
        <translation>Ancora nessuna dichiarazione: la prima deve essere almeno 1.</translation>
    </message>
    <message>
        <source>No cards of your own yet</source>
        <translation>Ancora nessuna carta tua</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>FUORI</translation>
    </message>
    <message>
        <source>Only the holder may look at the hand.</source>
        <translation>Solo chi ha la mano può guardarla.</translation>
    </message>
    <message>
        <source>Press {key} to take the top card.</source>
        <translation>Premi {key} per prendere la prima carta.</translation>
    </message>
    <message>
        <source>Scoring round</source>
        <translation>Giro del premio</translation>
    </message>
    <message>
        <source>Set aside: {n}</source>
        <translation>Messe da parte: {n}</translation>
    </message>
    <message>
        <source>Shared cards — they count for everyone</source>
        <translation>Carte comuni — valgono per tutti</translation>
    </message>
    <message>
        <source>Stay with what you have</source>
        <translation>Fermati con quello che hai</translation>
    </message>
    <message>
        <source>Suits shown: {n} of 6</source>
        <translation>Semi visibili: {n} su 6</translation>
    </message>
    <message>
        <source>Take a card (Hit me)</source>
        <translation>Prendi una carta (Carta!)</translation>
    </message>
    <message>
        <source>Take the prize</source>
        <translation>Prendi il premio</translation>
    </message>
    <message>
        <source>Take {points}  [T]</source>
        <translation>Prendi {points}  [P]</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Il mazzo</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The hand as you saw it</source>
        <translation>La mano come l&apos;hai vista</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>La mano è conteggiata</translation>
    </message>
    <message>
        <source>The next announcement must be more than {n} (at most {cap}).</source>
        <translation>La prossima dichiarazione deve superare {n} (al massimo {cap}).</translation>
    </message>
    <message>
        <source>Turtle Butt — {variant}</source>
        <translation>Turtle Butt — {variant}</translation>
    </message>
    <message>
        <source>Turtle Butt!</source>
        <translation>Turtle Butt!</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Si aspetta {name}…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>In attesa…</translation>
    </message>
    <message>
        <source>You do not hold the hand</source>
        <translation>Non hai tu la mano</translation>
    </message>
    <message>
        <source>claim (+/− keys)</source>
        <translation>dichiarazione (tasti +/−)</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>dichiarato</translation>
    </message>
    <message>
        <source>holds the hand</source>
        <translation>ha la mano</translation>
    </message>
    <message>
        <source>in</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>nessuna combinazione</translation>
    </message>
    <message>
        <source>nothing scores yet</source>
        <translation>ancora nessuna combinazione</translation>
    </message>
    <message>
        <source>only the deck&apos;s top card can be moved</source>
        <translation>si può spostare solo la carta in cima al mazzo</translation>
    </message>
    <message>
        <source>scoring round</source>
        <translation>giro del premio</translation>
    </message>
    <message>
        <source>stayed</source>
        <translation>ha chiuso</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>suits shown by the shared cards and yours</source>
        <translation>i semi delle carte comuni e delle tue</translation>
    </message>
    <message>
        <source>suits the hand shows</source>
        <translation>i semi della mano</translation>
    </message>
    <message>
        <source>take a card (Hit me) or stop for this hand (I&apos;ll stay).</source>
        <translation>prendi una carta (Carta!) o fermati per questa mano (Mi fermo).</translation>
    </message>
    <message>
        <source>take the card to your own row</source>
        <translation>porta la carta nella tua fila</translation>
    </message>
    <message>
        <source>the rococo game</source>
        <translation>il gioco rococò</translation>
    </message>
    <message>
        <source>you cannot announce now</source>
        <translation>ora non puoi dichiarare</translation>
    </message>
    <message>
        <source>you cannot take a card now</source>
        <translation>ora non puoi prendere una carta</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>le tue carte</translation>
    </message>
    <message>
        <source>{a} challenged {b}&apos;s claim of {n}.</source>
        <translation>{a} ha sfidato la dichiarazione di {b} ({n}).</translation>
    </message>
    <message>
        <source>{label} ({points})</source>
        <translation>{label} ({points})</translation>
    </message>
    <message>
        <source>{move} is not possible now</source>
        <translation>{move}: ora non si può</translation>
    </message>
    <message>
        <source>{name} announced that the hand scores {n}.</source>
        <translation>{name} ha dichiarato che la mano vale {n}.</translation>
    </message>
    <message>
        <source>{name} does not hold the hand</source>
        <translation>{name} non ha la mano</translation>
    </message>
    <message>
        <source>{name} has the best hand and plays the scoring round.</source>
        <translation>{name} ha la mano migliore e gioca il giro del premio.</translation>
    </message>
    <message>
        <source>{name} is the last player standing!</source>
        <translation>Resta in gioco solo {name}!</translation>
    </message>
    <message>
        <source>{name} may take {points} now, or draw: no Turtle Butt and the prize grows to {n}; Turtle Butt and it is lost.</source>
        <translation>{name} può prendere {points} adesso, oppure pescare: senza Turtle Butt il premio sale a {n}; con Turtle Butt lo perde.</translation>
    </message>
    <message>
        <source>{name} must challenge it or accept the hand.</source>
        <translation>{name} deve sfidarla o accettare la mano.</translation>
    </message>
    <message>
        <source>{name}: {total} (this hand: {now})</source>
        <translation>{name}: {total} (questa mano: {now})</translation>
    </message>
    <message>
        <source>{name}: all six suits</source>
        <translation>{name}: tutti e sei i semi</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>After move %d: %s</source>
        <translation>Dopo la mossa %d: %s</translation>
    </message>
    <message>
        <source>Start: %s</source>
        <translation>Inizio: %s</translation>
    </message>
    <message>
        <source>chance of winning</source>
        <translation>probabilità di vittoria</translation>
    </message>
    <message>
        <source>moves played</source>
        <translation>mosse giocate</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Ace of Knots</source>
        <translation>Asso di Nodi</translation>
    </message>
    <message>
        <source>Ace of Leaves</source>
        <translation>Asso di Foglie</translation>
    </message>
    <message>
        <source>Ace of Moons</source>
        <translation>Asso di Lune</translation>
    </message>
    <message>
        <source>Ace of Suns</source>
        <translation>Asso di Soli</translation>
    </message>
    <message>
        <source>Ace of Waves</source>
        <translation>Asso di Onde</translation>
    </message>
    <message>
        <source>Ace of Wyrms</source>
        <translation>Asso di Draghi</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>Adventures</source>
        <translation>Avventure</translation>
    </message>
    <message>
        <source>All cards are shuffled into a new deck</source>
        <translation>Tutte le carte vengono rimescolate in un nuovo mazzo</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Attrazione</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autore</translation>
    </message>
    <message>
        <source>Bake the Giant Cake</source>
        <translation>Cuocere la torta gigante</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>Bardo</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Betrayal</source>
        <translation>Tradimento</translation>
    </message>
    <message>
        <source>Blow Up Balloons</source>
        <translation>Gonfiare i palloncini</translation>
    </message>
    <message>
        <source>Borderland</source>
        <translation>Terra di confine</translation>
    </message>
    <message>
        <source>Butterfly</source>
        <translation>Farfalla</translation>
    </message>
    <message>
        <source>Calamity</source>
        <translation>Calamità</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castello</translation>
    </message>
    <message>
        <source>Cave</source>
        <translation>Caverna</translation>
    </message>
    <message>
        <source>Celebration cards ({points} each)</source>
        <translation>Carte Festeggiamento ({points} l&apos;una)</translation>
    </message>
    <message>
        <source>Chance Meeting</source>
        <translation>Incontro fortuito</translation>
    </message>
    <message>
        <source>Character actions</source>
        <translation>Azioni dei personaggi</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Quadretti</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation>Corone</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Oscurità</translation>
    </message>
    <message>
        <source>Decorate the Cake</source>
        <translation>Decorare la torta</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Deserto</translation>
    </message>
    <message>
        <source>Diplomat</source>
        <translation>Diplomatico</translation>
    </message>
    <message>
        <source>Discovery</source>
        <translation>Scoperta</translation>
    </message>
    <message>
        <source>Duck</source>
        <translation>Anatra</translation>
    </message>
    <message>
        <source>Easy bonuses</source>
        <translation>Bonus facili</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>End of hand {n}</source>
        <translation>Fine della mano {n}</translation>
    </message>
    <message>
        <source>Every Celebration task is done: the game ends</source>
        <translation>Tutti i lavori della festa sono finiti: la partita termina</translation>
    </message>
    <message>
        <source>Everyone got Turtle Butt: nobody scores this hand</source>
        <translation>Tutti hanno fatto Turtle Butt: in questa mano nessuno segna punti</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Scambio</translation>
    </message>
    <message>
        <source>Excuse</source>
        <translation>Scusa</translation>
    </message>
    <message>
        <source>Five {rank}</source>
        <translation>Cinque {rank}</translation>
    </message>
    <message>
        <source>Floral</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Foresta</translation>
    </message>
    <message>
        <source>Four {rank}</source>
        <translation>Quattro {rank}</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>Hang the Bunting</source>
        <translation>Appendere le bandierine</translation>
    </message>
    <message>
        <source>Hard bonuses</source>
        <translation>Bonus difficili</translation>
    </message>
    <message>
        <source>Harvest</source>
        <translation>Raccolto</translation>
    </message>
    <message>
        <source>Huntress</source>
        <translation>Cacciatrice</translation>
    </message>
    <message>
        <source>Hustle Points</source>
        <translation>Punti Impegno</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Viaggio</translation>
    </message>
    <message>
        <source>Light Keeper</source>
        <translation>Guardiano del faro</translation>
    </message>
    <message>
        <source>Light the Lanterns</source>
        <translation>Accendere le lanterne</translation>
    </message>
    <message>
        <source>Lunatic</source>
        <translation>Folle</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercato</translation>
    </message>
    <message>
        <source>Medium bonuses</source>
        <translation>Bonus medi</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Mercante</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>Mulino</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Talpa</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagna</translation>
    </message>
    <message>
        <source>No {table} table: the Ants rest</source>
        <translation>Non c&apos;è il tavolo {table}: le Formiche si riposano</translation>
    </message>
    <message>
        <source>Not recommended: each Pawn carries three suits, so a single Pawn can turn a safe three-suit hand into Turtle Butt. The rulebook itself says the odds become so lopsided that Pawns are best left out.</source>
        <translation>Sconsigliato: ogni Pedone ha tre semi, quindi un solo Pedone può trasformare una mano tranquilla di tre semi in un Turtle Butt. Il regolamento stesso dice che le probabilità diventano così sbilanciate che è meglio giocare senza Pedoni.</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Pact</source>
        <translation>Patto</translation>
    </message>
    <message>
        <source>Painter</source>
        <translation>Pittore</translation>
    </message>
    <message>
        <source>Pair of {rank}</source>
        <translation>Coppia di {rank}</translation>
    </message>
    <message>
        <source>Pattern cards only for tables in play: there is no {table} table in this game</source>
        <translation>solo carte Fantasia dei tavoli in gioco: in questa partita il tavolo {table} non c&apos;è</translation>
    </message>
    <message>
        <source>Pattern cards return to their owners&apos; hands</source>
        <translation>Le carte Fantasia tornano in mano ai loro proprietari</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pedone</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pedoni</translation>
    </message>
    <message>
        <source>Penitent</source>
        <translation>Penitente</translation>
    </message>
    <message>
        <source>Pick Flowers</source>
        <translation>Raccogliere i fiori</translation>
    </message>
    <message>
        <source>Players outlasted</source>
        <translation>Giocatori usciti prima</translation>
    </message>
    <message>
        <source>Polka-dot</source>
        <translation>Pois</translation>
    </message>
    <message>
        <source>Practise the Song</source>
        <translation>Provare la canzone</translation>
    </message>
    <message>
        <source>Round {round}, the cards are revealed: {plays}</source>
        <translation>Round {round}, si scoprono le carte: {plays}</translation>
    </message>
    <message>
        <source>Run {low}-{high}</source>
        <translation>Scala {low}-{high}</translation>
    </message>
    <message>
        <source>Sailor</source>
        <translation>Marinaio</translation>
    </message>
    <message>
        <source>Savage</source>
        <translation>Selvaggio</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mare</translation>
    </message>
    <message>
        <source>Set the Table</source>
        <translation>Apparecchiare la tavola</translation>
    </message>
    <message>
        <source>Six {rank}</source>
        <translation>Sei {rank}</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Soldato</translation>
    </message>
    <message>
        <source>Squeeze Lemonade</source>
        <translation>Spremere la limonata</translation>
    </message>
    <message>
        <source>Squirrel</source>
        <translation>Scoiattolo</translation>
    </message>
    <message>
        <source>Stripe</source>
        <translation>Righe</translation>
    </message>
    <message>
        <source>The Animal cards under the {table} table return to their owners</source>
        <translation>Le carte Animale sotto il tavolo {table} tornano ai loro proprietari</translation>
    </message>
    <message>
        <source>The Ant card shows {table}</source>
        <translation>La carta Formica mostra {table}</translation>
    </message>
    <message>
        <source>The Ant card shows {table} and {other}</source>
        <translation>La carta Formica mostra {table} e {other}</translation>
    </message>
    <message>
        <source>The Ants cannot work on the {table} table: it has no Celebration card</source>
        <translation>Le Formiche non possono lavorare al tavolo {table}: non ha una carta Festeggiamento</translation>
    </message>
    <message>
        <source>The Ants cannot work on the {table} table: its task is already completed</source>
        <translation>Le Formiche non possono lavorare al tavolo {table}: il suo lavoro è già finito</translation>
    </message>
    <message>
        <source>The Ants complete {task}: the card goes to the box</source>
        <translation>Le Formiche finiscono «{task}»: la carta torna nella scatola</translation>
    </message>
    <message>
        <source>The Ants move the {table} cube to {to}</source>
        <translation>Le Formiche spostano il cubetto del tavolo {table} a {to}</translation>
    </message>
    <message>
        <source>The Celebration deck is empty: the {table} table stays empty</source>
        <translation>Il mazzo dei Festeggiamenti è finito: il tavolo {table} resta vuoto</translation>
    </message>
    <message>
        <source>The best hands tie: nobody scores this hand</source>
        <translation>Le mani migliori sono pari: in questa mano nessuno segna punti</translation>
    </message>
    <message>
        <source>The day at the park is over</source>
        <translation>La giornata al parco è finita</translation>
    </message>
    <message>
        <source>The deck is exhausted: everyone still in stops</source>
        <translation>Il mazzo è finito: chi è ancora in gioco si ferma</translation>
    </message>
    <message>
        <source>The hand is Turtle Butt, so {player} is out</source>
        <translation>La mano è Turtle Butt, quindi {player} è fuori</translation>
    </message>
    <message>
        <source>The hand scores {points}, at least the {claim} claimed, so {player} is out</source>
        <translation>La mano vale {points}, almeno quanto dichiarato ({claim}), quindi {player} è fuori</translation>
    </message>
    <message>
        <source>The hand scores {points}, less than the {claim} claimed, so {player} is out</source>
        <translation>La mano vale {points}, meno di quanto dichiarato ({claim}), quindi {player} è fuori</translation>
    </message>
    <message>
        <source>The last park tile is drawn: everyone gets one more turn</source>
        <translation>È stata pescata l&apos;ultima tessera parco: tutti giocano un ultimo turno</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The shared cards show all six suits, so they are set aside and three more are dealt</source>
        <translation>Le carte comuni mostrano tutti e sei i semi: si mettono da parte e se ne danno altre tre</translation>
    </message>
    <message>
        <source>Three {rank}</source>
        <translation>Tre {rank}</translation>
    </message>
    <message>
        <source>Tricycle</source>
        <translation>Triciclo</translation>
    </message>
    <message>
        <source>Turtle Butt in the scoring round: {player} scores nothing</source>
        <translation>Turtle Butt nel giro del premio: {player} non segna niente</translation>
    </message>
    <message>
        <source>Turtle Butt!</source>
        <translation>Turtle Butt!</translation>
    </message>
    <message>
        <source>Turtle Butt! {player} loses the hand and scores nothing</source>
        <translation>Turtle Butt! {player} perde la mano e non segna niente</translation>
    </message>
    <message>
        <source>Turtle Butt! {player} shows all six suits, must stop and scores nothing this hand</source>
        <translation>Turtle Butt! {player} mostra tutti e sei i semi, deve fermarsi e in questa mano non segna niente</translation>
    </message>
    <message>
        <source>Turtle Returns is revealed!</source>
        <translation>Si scopre «Torna Tartaruga»!</translation>
    </message>
    <message>
        <source>Turtle is home: the party starts and the game ends</source>
        <translation>Tartaruga è a casa: la festa comincia e la partita finisce</translation>
    </message>
    <message>
        <source>Watchman</source>
        <translation>Sentinella</translation>
    </message>
    <message>
        <source>Who celebrated a birthday most recently?</source>
        <translation>Chi ha festeggiato il compleanno più di recente?</translation>
    </message>
    <message>
        <source>Who deals first? The player on the dealer&apos;s left starts.</source>
        <translation>Chi fa il mazziere per primo? Comincia chi gli siede a sinistra.</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Windfall</source>
        <translation>Colpo di fortuna</translation>
    </message>
    <message>
        <source>Wrap the Present</source>
        <translation>Incartare il regalo</translation>
    </message>
    <message>
        <source>Write the Birthday Card</source>
        <translation>Scrivere il biglietto d&apos;auguri</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1°</translation>
    </message>
    <message>
        <source>+2 points if you complete an adventure this turn</source>
        <translation>+2 punti se in questo turno completi un&apos;avventura</translation>
    </message>
    <message>
        <source>1st-position bonus</source>
        <translation>bonus della 1ª posizione</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2°</translation>
    </message>
    <message>
        <source>2nd-position bonus</source>
        <translation>bonus della 2ª posizione</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3°</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4°</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5°</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6°</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7°</translation>
    </message>
    <message>
        <source>A Wild Dance</source>
        <translation>Un ballo scatenato</translation>
    </message>
    <message>
        <source>A complete tie: the victory is shared.</source>
        <translation>Parità completa: la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>Add the Excuse</source>
        <translation>Aggiungi la Scusa</translation>
    </message>
    <message>
        <source>Add the Pawns</source>
        <translation>Aggiungi i Pedoni</translation>
    </message>
    <message>
        <source>All at the Party!</source>
        <translation>Tutti alla festa!</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Animale</translation>
    </message>
    <message>
        <source>Arturo</source>
        <translation>Arturo</translation>
    </message>
    <message>
        <source>Bake Sale</source>
        <translation>Vendita di dolci</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Gioco base</translation>
    </message>
    <message>
        <source>Basic: everyone scores their own hand. Rococo: only the best hand plays a scoring round. Liar&apos;s: one hidden hand, bluff or challenge, last player standing wins (2-12 players).</source>
        <translation>Base: ognuno conta la propria mano. Rococò: solo la mano migliore gioca un giro del premio. Bugiardo: una mano nascosta, bluff o sfida, vince l&apos;ultimo rimasto in gioco (2-12 giocatori).</translation>
    </message>
    <message>
        <source>Bird Watching</source>
        <translation>Osservare gli uccelli</translation>
    </message>
    <message>
        <source>Birthday Picnic</source>
        <translation>Picnic di compleanno</translation>
    </message>
    <message>
        <source>Butterfly Hunt</source>
        <translation>Caccia alle farfalle</translation>
    </message>
    <message>
        <source>Can We Stay Close?</source>
        <translation>Possiamo stare vicini?</translation>
    </message>
    <message>
        <source>Carousel Ride</source>
        <translation>Giro in giostra</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <source>Chase Bubbles</source>
        <translation>Rincorrere le bolle</translation>
    </message>
    <message>
        <source>Check and Floral</source>
        <translation>Quadretti e Fiori</translation>
    </message>
    <message>
        <source>Check and Polka-dot (as in Setup)</source>
        <translation>Quadretti e Pois (come nella preparazione)</translation>
    </message>
    <message>
        <source>Clap Along</source>
        <translation>Battere le mani a tempo</translation>
    </message>
    <message>
        <source>Cloud Gazing</source>
        <translation>Guardare le nuvole</translation>
    </message>
    <message>
        <source>Cotton Candy</source>
        <translation>Zucchero filato</translation>
    </message>
    <message>
        <source>Cupcake Contest</source>
        <translation>Gara di cupcake</translation>
    </message>
    <message>
        <source>Dance in the Gazebo</source>
        <translation>Ballo nel gazebo</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: {n} card</source>
        <translation>
            <numerusform>Pila degli scarti: {n} carta</numerusform>
            <numerusform>Pila degli scarti: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone scores their own hand.</source>
        <translation>Ognuno conta i punti della propria mano.</translation>
    </message>
    <message>
        <source>Excuse Me!</source>
        <translation>Permesso!</translation>
    </message>
    <message>
        <source>Feast in the Park</source>
        <translation>Festa nel parco</translation>
    </message>
    <message>
        <source>Feed the Ducks</source>
        <translation>Dar da mangiare alle anatre</translation>
    </message>
    <message>
        <source>Festival of Song</source>
        <translation>Festival della canzone</translation>
    </message>
    <message>
        <source>Fly a Kite</source>
        <translation>Far volare l&apos;aquilone</translation>
    </message>
    <message>
        <source>Follow the Geese</source>
        <translation>Seguire le oche</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Cibo</translation>
    </message>
    <message>
        <source>Frisbee Toss</source>
        <translation>Lancio del frisbee</translation>
    </message>
    <message>
        <source>Fruit Picking</source>
        <translation>Raccogliere la frutta</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Grand Parade</source>
        <translation>Grande parata</translation>
    </message>
    <message>
        <source>Grand Recital</source>
        <translation>Gran concerto</translation>
    </message>
    <message>
        <source>Grandma Melma</source>
        <translation>Nonna Melma</translation>
    </message>
    <message>
        <source>Grandpa Ivo</source>
        <translation>Nonno Ivo</translation>
    </message>
    <message>
        <source>Grandpa Ivo cannot copy himself</source>
        <translation>Nonno Ivo non può copiare se stesso</translation>
    </message>
    <message>
        <source>Grandpa Ivo is on top of deck {deck}: say whom he copies, or turn him over</source>
        <translation>In cima al mazzo {deck} c&apos;è Nonno Ivo: di&apos; chi copia, oppure giralo</translation>
    </message>
    <message>
        <source>Grandpa Tut</source>
        <translation>Nonno Tut</translation>
    </message>
    <message>
        <source>Great Bake-Off</source>
        <translation>Grande sfida di torte</translation>
    </message>
    <message>
        <source>Great Bird Count</source>
        <translation>Grande conta degli uccelli</translation>
    </message>
    <message>
        <source>Hands in the match</source>
        <translation>Mani della partita</translation>
    </message>
    <message>
        <source>Hide and Seek</source>
        <translation>Nascondino</translation>
    </message>
    <message>
        <source>Hopscotch</source>
        <translation>Campana</translation>
    </message>
    <message>
        <source>How many hands the match lasts; left unset, every player deals twice, or, with a target score, play goes on until someone reaches it.</source>
        <translation>Quante mani dura la partita; se resta «come di regola», ogni giocatore fa il mazziere due volte oppure, con un punteggio da raggiungere, si gioca finché qualcuno non lo raggiunge.</translation>
    </message>
    <message>
        <source>Hum with the Bees</source>
        <translation>Ronzare con le api</translation>
    </message>
    <message>
        <source>Ice Cream Stop</source>
        <translation>Sosta al gelato</translation>
    </message>
    <message>
        <source>Join the Band</source>
        <translation>Suonare nella banda</translation>
    </message>
    <message>
        <source>Jump Rope</source>
        <translation>Salto della corda</translation>
    </message>
    <message>
        <source>Karaoke Under the Trees</source>
        <translation>Karaoke sotto gli alberi</translation>
    </message>
    <message numerus="yes">
        <source>Last round! The last park tile is drawn — {n} turn left</source>
        <translation>
            <numerusform>Ultimo giro! È stata pescata l&apos;ultima tessera parco — resta {n} turno</numerusform>
            <numerusform>Ultimo giro! È stata pescata l&apos;ultima tessera parco — restano {n} turni</numerusform>
        </translation>
    </message>
    <message>
        <source>Leaf Collecting</source>
        <translation>Raccogliere le foglie</translation>
    </message>
    <message>
        <source>Lemonade Stand</source>
        <translation>Chiosco della limonata</translation>
    </message>
    <message>
        <source>Liar&apos;s game</source>
        <translation>Gioco del bugiardo</translation>
    </message>
    <message>
        <source>Listen to a Concert</source>
        <translation>Ascoltare un concerto</translation>
    </message>
    <message>
        <source>Merry-Go-Round</source>
        <translation>Giostra dei cavalli</translation>
    </message>
    <message>
        <source>Mindcat</source>
        <translation>Mentegatto</translation>
    </message>
    <message>
        <source>Mom Vamp</source>
        <translation>Mamma Vamp</translation>
    </message>
    <message>
        <source>Moody Dad</source>
        <translation>Papà Lunatico</translation>
    </message>
    <message numerus="yes">
        <source>Move up to {n} space: drag your figure or click a lit space.</source>
        <translation>
            <numerusform>Muoviti fino a {n} casella: trascina la tua sagoma o fai clic su una casella illuminata.</numerusform>
            <numerusform>Muoviti fino a {n} caselle: trascina la tua sagoma o fai clic sulle caselle illuminate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Music</source>
        <translation>Musica</translation>
    </message>
    <message>
        <source>Music Box Picnic</source>
        <translation>Picnic col carillon</translation>
    </message>
    <message>
        <source>Nanny Stein</source>
        <translation>Fräulein Stein</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>Natura</translation>
    </message>
    <message>
        <source>Nature Trail</source>
        <translation>Sentiero natura</translation>
    </message>
    <message>
        <source>Obstacle Course</source>
        <translation>Percorso a ostacoli</translation>
    </message>
    <message>
        <source>One hidden hand: bluff or challenge; the last player standing wins (2 to 12 players).</source>
        <translation>Una mano nascosta: bluffa o sfida; vince l&apos;ultimo rimasto in gioco (da 2 a 12 giocatori).</translation>
    </message>
    <message>
        <source>Only the best hand plays a scoring round.</source>
        <translation>Solo la mano migliore gioca un giro del premio.</translation>
    </message>
    <message>
        <source>Orchestra Night</source>
        <translation>Serata con l&apos;orchestra</translation>
    </message>
    <message>
        <source>Owl Walk</source>
        <translation>Passeggiata dei gufi</translation>
    </message>
    <message>
        <source>Paddle Boat</source>
        <translation>Pedalò</translation>
    </message>
    <message>
        <source>Picnic</source>
        <translation>Merenda sul prato</translation>
    </message>
    <message>
        <source>Plant a Seed</source>
        <translation>Piantare un seme</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Play the Drums</source>
        <translation>Suonare il tamburo</translation>
    </message>
    <message>
        <source>Pond Dipping</source>
        <translation>Esplorare lo stagno</translation>
    </message>
    <message>
        <source>Popcorn Cart</source>
        <translation>Carretto dei popcorn</translation>
    </message>
    <message>
        <source>Puppet Show</source>
        <translation>Spettacolo di burattini</translation>
    </message>
    <message>
        <source>Ride the Swings</source>
        <translation>Andare sull&apos;altalena</translation>
    </message>
    <message>
        <source>Ring the Bells</source>
        <translation>Suonare le campane</translation>
    </message>
    <message>
        <source>Rock Pooling</source>
        <translation>Pozze tra gli scogli</translation>
    </message>
    <message>
        <source>Rococo game</source>
        <translation>Gioco rococò</translation>
    </message>
    <message>
        <source>Sandcastle Building</source>
        <translation>Castelli di sabbia</translation>
    </message>
    <message>
        <source>Sandwich Swap</source>
        <translation>Scambio di panini</translation>
    </message>
    <message>
        <source>Shall We Swap Places?</source>
        <translation>Ci scambiamo di posto?</translation>
    </message>
    <message>
        <source>Sing Along</source>
        <translation>Cantare in coro</translation>
    </message>
    <message>
        <source>Slide Race</source>
        <translation>Gara di scivolo</translation>
    </message>
    <message>
        <source>Snack Break</source>
        <translation>Pausa merenda</translation>
    </message>
    <message>
        <source>Spot a Squirrel</source>
        <translation>Avvistare uno scoiattolo</translation>
    </message>
    <message>
        <source>Street Show</source>
        <translation>Spettacolo di strada</translation>
    </message>
    <message>
        <source>Sunrise Hike</source>
        <translation>Camminata all&apos;alba</translation>
    </message>
    <message>
        <source>Tables with 2 players</source>
        <translation>Tavoli in 2 giocatori</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punteggio da raggiungere</translation>
    </message>
    <message>
        <source>Tea Party</source>
        <translation>Tè tra amici</translation>
    </message>
    <message>
        <source>That&apos;s My Place!</source>
        <translation>Questo è il mio posto!</translation>
    </message>
    <message>
        <source>The Excuse joins the deck: it has no rank and no suit, so it never scores and never adds to Turtle Butt.</source>
        <translation>La Scusa entra nel mazzo: non ha valore né seme, quindi non fa mai punti e non avvicina mai al Turtle Butt.</translation>
    </message>
    <message>
        <source>The Life of the Party</source>
        <translation>L&apos;anima della festa</translation>
    </message>
    <message numerus="yes">
        <source>The hand as you saw it; {n} card drawn since</source>
        <translation>
            <numerusform>La mano come l&apos;hai vista; da allora è stata pescata {n} carta</numerusform>
            <numerusform>La mano come l&apos;hai vista; da allora sono state pescate {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>The match ends after the hand in which someone reaches this many points.</source>
        <translation>La partita finisce dopo la mano in cui qualcuno arriva a questi punti.</translation>
    </message>
    <message>
        <source>This game will not be autosaved: {why}. Use Save record as… to keep it somewhere else.</source>
        <translation>Questa partita non verrà salvata in automatico: {why}. Usa Salva registrazione come… per tenerla altrove.</translation>
    </message>
    <message>
        <source>Tied on points and Preparation cards: the members in positions 4, 5, 6 decide.</source>
        <translation>Pari punti e pari carte Preparazione: decidono i membri nelle posizioni 4, 5 e 6.</translation>
    </message>
    <message>
        <source>Tied on points: fewer Preparation cards wins.</source>
        <translation>Pari punti: vince chi ha meno carte Preparazione.</translation>
    </message>
    <message>
        <source>Treasure Hunt</source>
        <translation>Caccia al tesoro</translation>
    </message>
    <message>
        <source>Tree Climbing</source>
        <translation>Arrampicarsi sugli alberi</translation>
    </message>
    <message numerus="yes">
        <source>Turn in 3 {items}: +{n} point</source>
        <translation>
            <numerusform>Consegna 3 {items}: +{n} punto</numerusform>
            <numerusform>Consegna 3 {items}: +{n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn in one of each item: +{n} point</source>
        <translation>
            <numerusform>Consegna un oggetto di ogni tipo: +{n} punto</numerusform>
            <numerusform>Consegna un oggetto di ogni tipo: +{n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn in {n} more (+{n})</source>
        <translation>
            <numerusform>Consegnane ancora {n} (+{n})</numerusform>
            <numerusform>Consegnane altri {n} (+{n})</numerusform>
        </translation>
    </message>
    <message>
        <source>Which two tables a 2-player game uses (the rulebook names both pairs).</source>
        <translation>Quali due tavoli si usano in 2 giocatori (il regolamento indica entrambe le coppie).</translation>
    </message>
    <message>
        <source>Whistle a Tune</source>
        <translation>Fischiettare un motivo</translation>
    </message>
    <message>
        <source>Who deals? The player on the dealer&apos;s left starts.</source>
        <translation>Chi fa il mazziere? Comincia chi gli siede a sinistra.</translation>
    </message>
    <message>
        <source>Who went on an adventure most recently?</source>
        <translation>Chi ha vissuto un&apos;avventura più di recente?</translation>
    </message>
    <message>
        <source>Wild tokens and items used as wild make up only for items you lack; the items you hold pay first</source>
        <translation>i gettoni Jolly e gli oggetti usati come jolly coprono solo gli oggetti che ti mancano; quelli che hai pagano per primi</translation>
    </message>
    <message>
        <source>You Are Really Good!</source>
        <translation>Sei proprio bravo!</translation>
    </message>
    <message>
        <source>a Butterfly</source>
        <translation>una Farfalla</translation>
    </message>
    <message>
        <source>a Pattern card alone on {table}</source>
        <translation>solo una carta Fantasia su {table}</translation>
    </message>
    <message>
        <source>a Tricycle</source>
        <translation>un Triciclo</translation>
    </message>
    <message>
        <source>a Wild</source>
        <translation>un Jolly</translation>
    </message>
    <message>
        <source>a Wild token for {items}</source>
        <translation>un gettone Jolly al posto di {items}</translation>
    </message>
    <message>
        <source>a balloon</source>
        <translation>un palloncino</translation>
    </message>
    <message>
        <source>a bird</source>
        <translation>un uccellino</translation>
    </message>
    <message>
        <source>a bot plays this seat for now</source>
        <translation>per ora questo posto lo gioca un bot</translation>
    </message>
    <message>
        <source>a cake</source>
        <translation>una torta</translation>
    </message>
    <message>
        <source>a chance of winning in it is not a number from 0 to 1</source>
        <translation>contiene una probabilità di vittoria che non è un numero tra 0 e 1</translation>
    </message>
    <message>
        <source>a cobwebbed balloon</source>
        <translation>un palloncino con le ragnatele</translation>
    </message>
    <message>
        <source>a cobwebbed cake</source>
        <translation>una torta con le ragnatele</translation>
    </message>
    <message>
        <source>a cobwebbed festoon</source>
        <translation>un festone con le ragnatele</translation>
    </message>
    <message>
        <source>a cobwebbed gift</source>
        <translation>un regalo con le ragnatele</translation>
    </message>
    <message>
        <source>a cobwebbed spring toy</source>
        <translation>un pupazzo a molla con le ragnatele</translation>
    </message>
    <message>
        <source>a cobwebbed teddy bear</source>
        <translation>un orsacchiotto con le ragnatele</translation>
    </message>
    <message>
        <source>a copy of the statistics as they were, which could not be used</source>
        <translation>una copia delle statistiche così com&apos;erano, che non si potevano usare</translation>
    </message>
    <message numerus="yes">
        <source>a copy of the statistics as they were, with the game that could not be used</source>
        <translation>
            <numerusform>una copia delle statistiche così com&apos;erano, con la partita che non si poteva usare</numerusform>
            <numerusform>una copia delle statistiche così com&apos;erano, con le {n} partite che non si potevano usare</numerusform>
        </translation>
    </message>
    <message>
        <source>a cupcake</source>
        <translation>un cupcake</translation>
    </message>
    <message>
        <source>a festoon</source>
        <translation>un festone</translation>
    </message>
    <message>
        <source>a flower</source>
        <translation>un fiore</translation>
    </message>
    <message>
        <source>a gift</source>
        <translation>un regalo</translation>
    </message>
    <message>
        <source>a link on its path leads round in a circle</source>
        <translation>un collegamento lungo il percorso gira in tondo</translation>
    </message>
    <message>
        <source>a list of {items}</source>
        <translation>un elenco di {items}</translation>
    </message>
    <message>
        <source>a music note</source>
        <translation>una nota musicale</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>un nome</translation>
    </message>
    <message>
        <source>a spectator has no moves</source>
        <translation>chi guarda soltanto non ha mosse</translation>
    </message>
    <message>
        <source>a spring toy</source>
        <translation>un pupazzo a molla</translation>
    </message>
    <message>
        <source>a teddy bear</source>
        <translation>un orsacchiotto</translation>
    </message>
    <message>
        <source>a tile from your hand fits the park, so you must place one</source>
        <translation>una tessera che hai in mano entra nel parco, quindi devi piazzarne una</translation>
    </message>
    <message>
        <source>a tile turns only in quarter turns</source>
        <translation>una tessera si gira solo di un quarto di giro alla volta</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>accepted a claim of {n}</source>
        <translation>ha accettato una dichiarazione di {n}</translation>
    </message>
    <message>
        <source>add the top park tile of the pile to the park (attraction and item as usual)</source>
        <translation>aggiungi al parco la prima tessera del mazzo (attrazione e oggetto come sempre)</translation>
    </message>
    <message>
        <source>adds {tile} to the park</source>
        <translation>aggiunge la {tile} al parco</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <source>adventures are completed in step 3, after moving</source>
        <translation>le avventure si completano nella fase 3, dopo il movimento</translation>
    </message>
    <message>
        <source>an Attraction</source>
        <translation>un&apos;Attrazione</translation>
    </message>
    <message>
        <source>an Exchange</source>
        <translation>uno Scambio</translation>
    </message>
    <message>
        <source>an announcement must be a score of at least one</source>
        <translation>la dichiarazione deve valere almeno un punto</translation>
    </message>
    <message>
        <source>an object with {keys}</source>
        <translation>un oggetto con {keys}</translation>
    </message>
    <message>
        <source>an object with {keys}, each {shape}</source>
        <translation>un oggetto con {keys}, ciascuno {shape}</translation>
    </message>
    <message>
        <source>announced {n}</source>
        <translation>ha dichiarato {n}</translation>
    </message>
    <message>
        <source>another player at this table has that name: pick another</source>
        <translation>un altro giocatore a questo tavolo ha quel nome: scegline un altro</translation>
    </message>
    <message>
        <source>another player has picked that</source>
        <translation>un altro giocatore l&apos;ha già scelto</translation>
    </message>
    <message>
        <source>another player has that colour</source>
        <translation>quel colore ce l&apos;ha già un altro giocatore</translation>
    </message>
    <message>
        <source>another program is using that port</source>
        <translation>un altro programma sta usando quella porta</translation>
    </message>
    <message>
        <source>another {colour} {item} tile</source>
        <translation>tessera gemella {colour} con {item}</translation>
    </message>
    <message>
        <source>apart from the park</source>
        <translation>staccata dal parco</translation>
    </message>
    <message>
        <source>as usual</source>
        <translation>come di regola</translation>
    </message>
    <message>
        <source>as wild: {items}</source>
        <translation>come jolly: {items}</translation>
    </message>
    <message>
        <source>at game end, +1 for every 2 leftover {items}</source>
        <translation>a fine partita, +1 per ogni coppia di {items} che ti resta</translation>
    </message>
    <message>
        <source>at game end, +1 for every completed {type} adventure</source>
        <translation>a fine partita, +1 per ogni avventura di tipo {type} completata</translation>
    </message>
    <message>
        <source>at the end, positions 4-6 score: the best of them added, the other two subtracted</source>
        <translation>alla fine contano le posizioni 4-6: la migliore si somma, le altre due si sottraggono</translation>
    </message>
    <message>
        <source>at the start of your first turn, put your figure on a space of the park</source>
        <translation>all&apos;inizio del tuo primo turno, metti la tua sagoma su una casella del parco</translation>
    </message>
    <message>
        <source>balloon</source>
        <translation>palloncino</translation>
    </message>
    <message>
        <source>balloons</source>
        <translation>palloncini</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>uccellino</translation>
    </message>
    <message>
        <source>birds</source>
        <translation>uccellini</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>cake</source>
        <translation>torta</translation>
    </message>
    <message>
        <source>cakes</source>
        <translation>torte</translation>
    </message>
    <message>
        <source>cannot reach {url}: what answers there is not a Party Table server</source>
        <translation>impossibile raggiungere {url}: quello che risponde lì non è un server di Party Table</translation>
    </message>
    <message>
        <source>cannot reach {url}: {why}</source>
        <translation>impossibile raggiungere {url}: {why}</translation>
    </message>
    <message>
        <source>cannot read {file}: {detail}</source>
        <translation>non si può leggere {file}: {detail}</translation>
    </message>
    <message>
        <source>cannot read {text} as a move</source>
        <translation>non si riesce a leggere {text} come mossa</translation>
    </message>
    <message>
        <source>cannot write in {folder} ({why})</source>
        <translation>non si può scrivere in {folder} ({why})</translation>
    </message>
    <message>
        <source>challenged a claim of {n}</source>
        <translation>ha sfidato una dichiarazione di {n}</translation>
    </message>
    <message>
        <source>choose a high-five reward</source>
        <translation>scegli il premio del batti cinque</translation>
    </message>
    <message>
        <source>choose a removed tile or two items</source>
        <translation>scegli una tessera tolta oppure due oggetti</translation>
    </message>
    <message>
        <source>choose exactly one Animal card and one Pattern card</source>
        <translation>scegli esattamente una carta Animale e una carta Fantasia</translation>
    </message>
    <message>
        <source>choose how many bonus items to turn in</source>
        <translation>scegli quanti oggetti bonus consegnare</translation>
    </message>
    <message>
        <source>choose the item to gain</source>
        <translation>scegli l&apos;oggetto da prendere</translation>
    </message>
    <message>
        <source>crown a member: {win} if it is the best in its position (ties count), else {loss}</source>
        <translation>incorona un membro: {win} se è il migliore nella sua posizione (anche a pari merito), altrimenti {loss}</translation>
    </message>
    <message>
        <source>cupcake</source>
        <translation>cupcake</translation>
    </message>
    <message>
        <source>cupcakes</source>
        <translation>cupcake</translation>
    </message>
    <message>
        <source>deck {deck} is used up</source>
        <translation>il mazzo {deck} è finito</translation>
    </message>
    <message>
        <source>festoons</source>
        <translation>festoni</translation>
    </message>
    <message>
        <source>gifts</source>
        <translation>regali</translation>
    </message>
    <message>
        <source>it cannot be used ({reason}) and could not be moved aside ({why}); this session&apos;s games are not counted</source>
        <translation>non si può usare ({reason}) e non è stato possibile metterlo da parte ({why}); le partite di questa sessione non vengono contate</translation>
    </message>
    <message>
        <source>it holds a value of the wrong kind</source>
        <translation>contiene un valore del tipo sbagliato</translation>
    </message>
    <message>
        <source>it holds comments, which saving the preferences would remove</source>
        <translation>contiene dei commenti, che andrebbero persi salvando le preferenze</translation>
    </message>
    <message>
        <source>it holds {value} where a number belongs</source>
        <translation>contiene {value} dove dovrebbe esserci un numero</translation>
    </message>
    <message>
        <source>it holds {value}, a number no game reaches</source>
        <translation>contiene {value}, un numero che nessuna partita raggiunge</translation>
    </message>
    <message>
        <source>it is not a game as the statistics keep one</source>
        <translation>non è una partita nel formato delle statistiche</translation>
    </message>
    <message>
        <source>it is not a list of network seats</source>
        <translation>non è un elenco di posti in rete</translation>
    </message>
    <message>
        <source>it is not the review of this game</source>
        <translation>non è la revisione di questa partita</translation>
    </message>
    <message>
        <source>it lacks the field {field}</source>
        <translation>manca il campo {field}</translation>
    </message>
    <message>
        <source>it was written by a newer Party Table (version {version}); games are not added to it</source>
        <translation>è stato scritto da una versione più recente di Party Table ({version}); le partite non vi vengono aggiunte</translation>
    </message>
    <message>
        <source>its chances of winning do not fit the game</source>
        <translation>le sue probabilità di vittoria non corrispondono alla partita</translation>
    </message>
    <message>
        <source>its date, {value}, is not one this app can use</source>
        <translation>la sua data, {value}, non è utilizzabile da questa app</translation>
    </message>
    <message>
        <source>its result is not the game&apos;s</source>
        <translation>il suo risultato non è quello della partita</translation>
    </message>
    <message>
        <source>its scores or winners do not match its players</source>
        <translation>i punteggi o i vincitori non corrispondono ai giocatori</translation>
    </message>
    <message>
        <source>its server stopped: perhaps the host closed the app</source>
        <translation>il suo server si è fermato: forse chi lo ospita ha chiuso l&apos;app</translation>
    </message>
    <message>
        <source>lists of {items}</source>
        <translation>elenchi di {items}</translation>
    </message>
    <message>
        <source>moves {moves}</source>
        <translation>sposta {moves}</translation>
    </message>
    <message>
        <source>names</source>
        <translation>nomi</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nessuna mossa</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>nessun giocatore</translation>
    </message>
    <message>
        <source>objects with {keys}</source>
        <translation>oggetti con {keys}</translation>
    </message>
    <message>
        <source>objects with {keys}, each {shape}</source>
        <translation>oggetti con {keys}, ciascuno {shape}</translation>
    </message>
    <message>
        <source>option {option} cannot be {value}; allowed: {allowed}</source>
        <translation>l&apos;opzione {option} non può valere {value}; valori ammessi: {allowed}</translation>
    </message>
    <message>
        <source>position {a} with {b}</source>
        <translation>la posizione {a} con la {b}</translation>
    </message>
    <message>
        <source>setup field {field} must be {shape}</source>
        <translation>il campo {field} della preparazione deve essere {shape}</translation>
    </message>
    <message>
        <source>setup field {field} must be {shape}; it holds {misfit}</source>
        <translation>il campo {field} della preparazione deve essere {shape}; contiene {misfit}</translation>
    </message>
    <message>
        <source>spring toys</source>
        <translation>pupazzi a molla</translation>
    </message>
    <message>
        <source>swaps {pairs}</source>
        <translation>scambia {pairs}</translation>
    </message>
    <message>
        <source>swaps {pairs} and moves {moves}</source>
        <translation>scambia {pairs} e sposta {moves}</translation>
    </message>
    <message>
        <source>teddy bears</source>
        <translation>orsacchiotti</translation>
    </message>
    <message>
        <source>the advanced side costs {items}; its bonus: {bonus}</source>
        <translation>il lato avanzato costa {items}; il suo bonus: {bonus}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>the game is not over yet</source>
        <translation>la partita non è ancora finita</translation>
    </message>
    <message>
        <source>the record does not say which version of the format it is</source>
        <translation>la registrazione non dice quale versione del formato sia</translation>
    </message>
    <message>
        <source>the record is damaged: it is not a complete game record ({lacking})</source>
        <translation>la registrazione è danneggiata: non è la registrazione completa di una partita ({lacking})</translation>
    </message>
    <message>
        <source>the server let this connection go: it received too much from this app, or too fast</source>
        <translation>il server ha chiuso questa connessione: ha ricevuto troppo da questa app, o troppo in fretta</translation>
    </message>
    <message>
        <source>the server let this connection go: this app sent it a message too large to read</source>
        <translation>il server ha chiuso questa connessione: questa app gli ha mandato un messaggio troppo grande da leggere</translation>
    </message>
    <message>
        <source>the server sent something this app cannot read ({why})</source>
        <translation>il server ha mandato qualcosa che questa app non sa leggere ({why})</translation>
    </message>
    <message>
        <source>the setup has no field {field}: this game has none</source>
        <translation>la preparazione non ha il campo {field}: questo gioco non ne ha</translation>
    </message>
    <message>
        <source>the setup has no field {field}; its fields are: {fields}</source>
        <translation>la preparazione non ha il campo {field}; i suoi campi sono: {fields}</translation>
    </message>
    <message>
        <source>the standard side costs {items}, with no bonus</source>
        <translation>il lato base costa {items}, senza bonus</translation>
    </message>
    <message>
        <source>the statistics in it could not be used ({reason}); new statistics were started</source>
        <translation>non è stato possibile usare le statistiche che contiene ({reason}); si è ripartiti con statistiche nuove</translation>
    </message>
    <message>
        <source>there is no Decktet card called {card}</source>
        <translation>non c&apos;è nessuna carta del Decktet chiamata {card}</translation>
    </message>
    <message>
        <source>there is no card number {number}</source>
        <translation>non c&apos;è nessuna carta numero {number}</translation>
    </message>
    <message>
        <source>this game could not be added to it ({why})</source>
        <translation>non è stato possibile aggiungervi questa partita ({why})</translation>
    </message>
    <message>
        <source>this is not a game saved by Party Table</source>
        <translation>questa non è una partita salvata da Party Table</translation>
    </message>
    <message>
        <source>this is not a game saved by Party Table (it does not say it is one)</source>
        <translation>questa non è una partita salvata da Party Table (il file non lo dichiara)</translation>
    </message>
    <message>
        <source>what it says of move {move} does not fit the game</source>
        <translation>quello che dice della mossa {move} non corrisponde alla partita</translation>
    </message>
    <message>
        <source>whole numbers</source>
        <translation>numeri interi</translation>
    </message>
    <message>
        <source>whole numbers from {low}</source>
        <translation>numeri interi da {low} in su</translation>
    </message>
    <message>
        <source>whole numbers from {low} up to {high}</source>
        <translation>numeri interi da {low} a {high}</translation>
    </message>
    <message>
        <source>whole numbers up to {high}</source>
        <translation>numeri interi fino a {high}</translation>
    </message>
    <message numerus="yes">
        <source>your address has opened {n} table whose game is not over: finish it first</source>
        <translation>
            <numerusform>il tuo indirizzo ha aperto {n} tavolo la cui partita non è finita: prima concludila</numerusform>
            <numerusform>il tuo indirizzo ha aperto {n} tavoli le cui partite non sono finite: prima concludine una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{claimant} shows the hand: if it is Turtle Butt or scores less than {n} point, {claimant} is out; if it scores {n} point or more, {challenger} is out</source>
        <translation>
            <numerusform>{claimant} mostra la mano: se è Turtle Butt o vale meno di {n} punto, {claimant} è fuori; se vale {n} punto o più, {challenger} è fuori</numerusform>
            <numerusform>{claimant} mostra la mano: se è Turtle Butt o vale meno di {n} punti, {claimant} è fuori; se vale {n} punti o più, {challenger} è fuori</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} with cobwebs</source>
        <translation>{count} con le ragnatele</translation>
    </message>
    <message>
        <source>{file} exists and is not a Party Table record; it was left as it is: choose another name</source>
        <translation>{file} esiste e non è una registrazione di Party Table; è stato lasciato com&apos;è: scegli un altro nome</translation>
    </message>
    <message>
        <source>{file} is a folder: choose a file name inside it</source>
        <translation>{file} è una cartella: scegli un nome di file al suo interno</translation>
    </message>
    <message>
        <source>{game} has no option {option}: it has no options</source>
        <translation>{game} non ha l&apos;opzione {option}: non ha opzioni</translation>
    </message>
    <message>
        <source>{game} has no option {option}; its options are: {options}</source>
        <translation>{game} non ha l&apos;opzione {option}; le sue opzioni sono: {options}</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {n}</source>
        <translation>{game} si gioca da {low} a {high} giocatori, non in {n}</translation>
    </message>
    <message>
        <source>{levels}, and share their place: the rulebook breaks no ties.</source>
        <translation>{levels}: chi è a pari merito condivide il piazzamento, perché il regolamento non prevede spareggi.</translation>
    </message>
    <message>
        <source>{low}-{high} players</source>
        <translation>{low}-{high} giocatori</translation>
    </message>
    <message>
        <source>{name}&apos;s explore side: {action}</source>
        <translation>{name}, lato esplorazione: {action}</translation>
    </message>
    <message>
        <source>{name}&apos;s scoring side: {action}</source>
        <translation>{name}, lato punti: {action}</translation>
    </message>
    <message numerus="yes">
        <source>{n} adventure open</source>
        <translation>
            <numerusform>{n} avventura aperta</numerusform>
            <numerusform>{n} avventure aperte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} game in it cannot be used and is left out: {reason}</source>
        <translation>
            <numerusform>{n} partita contenuta non si può usare ed è stata esclusa: {reason}</numerusform>
            <numerusform>{n} partite contenute non si possono usare e sono state escluse; la prima: {reason}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} seat still open</source>
        <translation>
            <numerusform>{n} posto ancora libero</numerusform>
            <numerusform>{n} posti ancora liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>{one} or {other}</source>
        <translation>{one} o {other}</translation>
    </message>
    <message>
        <source>{players} finish level on {points}</source>
        <translation>{players} chiudono a pari merito con {points}</translation>
    </message>
    <message>
        <source>{players}, {low}-{high} by option</source>
        <translation>{players}, {low}-{high} a seconda delle opzioni</translation>
    </message>
    <message>
        <source>{player} deals this hand: each round, the offer of a card starts on their left and ends with them. Next hand, the deal passes to their left.</source>
        <translation>In questa mano fa il mazziere {player}: a ogni giro l&apos;offerta di una carta parte da chi siede alla sua sinistra e finisce con il mazziere. Alla mano successiva il mazzo passa a sinistra.</translation>
    </message>
    <message>
        <source>{player} scores nothing this hand: Turtle Butt</source>
        <translation>{player} non segna niente in questa mano: Turtle Butt</translation>
    </message>
    <message>
        <source>{player} scores {points} this hand</source>
        <translation>{player} segna {points} in questa mano</translation>
    </message>
    <message>
        <source>{player} takes the Preparation card {card}</source>
        <translation>{player} prende la carta Preparazione {card}</translation>
    </message>
    <message numerus="yes">
        <source>{player} takes the hand from {claimant}, may draw more cards, and must then announce more than {n} point</source>
        <translation>
            <numerusform>{player} prende la mano da {claimant}, può pescare altre carte e poi deve dichiarare più di {n} punto</numerusform>
            <numerusform>{player} prende la mano da {claimant}, può pescare altre carte e poi deve dichiarare più di {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes {card} and {moves}</source>
        <translation>{player} prende {card} e {moves}</translation>
    </message>
    <message>
        <source>{player}&apos;s Family Plan is now {p1}, {p2}, {p3}, {p4}, {p5}, {p6}, {p7}</source>
        <translation>Ora il Piano di Famiglia di {player} è {p1}, {p2}, {p3}, {p4}, {p5}, {p6}, {p7}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand is Turtle Butt: it is worth nothing</source>
        <translation>La mano di {player} è Turtle Butt: non vale niente</translation>
    </message>
    <message>
        <source>{player}&apos;s hand is worth {points}</source>
        <translation>La mano di {player} vale {points}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Turno di {player}</translation>
    </message>
    <message>
        <source>{player}: {pair}</source>
        <translation>{player}: {pair}</translation>
    </message>
    <message>
        <source>{won}–{lost} in all</source>
        <translation>{won}–{lost} in tutto</translation>
    </message>
    <message>
        <source>“{card}”</source>
        <translation>«{card}»</translation>
    </message>
    <message numerus="yes">
        <source>Deck {deck} is used up; {n} deck remains</source>
        <translation>
            <numerusform>Il mazzo {deck} è finito; resta {n} mazzo</numerusform>
            <numerusform>Il mazzo {deck} è finito; restano {n} mazzi</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck {deck} now shows {member}</source>
        <translation>Ora in cima al mazzo {deck} c&apos;è {member}</translation>
    </message>
    <message>
        <source>discard one adventure</source>
        <translation>scarta un&apos;avventura</translation>
    </message>
    <message>
        <source>drop the card on another position</source>
        <translation>lascia la carta su un&apos;altra posizione</translation>
    </message>
    <message>
        <source>east of {tile}</source>
        <translation>a est della {tile}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>every available {object} is alike: there is no copy to choose</source>
        <translation>le copie disponibili di {object} sono tutte uguali: non c&apos;è niente da scegliere</translation>
    </message>
    <message>
        <source>everyone must first choose a character side and adventure sides</source>
        <translation>prima tutti devono scegliere il lato del personaggio e i lati delle avventure</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>esplorazione</translation>
    </message>
    <message>
        <source>festoon</source>
        <translation>festone</translation>
    </message>
    <message>
        <source>first settle the pending choice: {choice}</source>
        <translation>prima risolvi la scelta in sospeso: {choice}</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>fiore</translation>
    </message>
    <message>
        <source>flowers</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>gain 1 item from each of up to 2 tiles next to your space</source>
        <translation>prendi 1 oggetto da ciascuna di al massimo 2 tessere accanto alla tua casella</translation>
    </message>
    <message>
        <source>gathers {items}</source>
        <translation>raccoglie {items}</translation>
    </message>
    <message>
        <source>gift</source>
        <translation>regalo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>in a 2-player odd round you choose two pairs: one for this round and one for the next</source>
        <translation>in due giocatori, nei round dispari si scelgono due coppie: una per questo round e una per il prossimo</translation>
    </message>
    <message>
        <source>in the scoring round you take your points or draw another card</source>
        <translation>nel giro del premio prendi i tuoi punti oppure peschi un&apos;altra carta</translation>
    </message>
    <message>
        <source>it cannot be read ({why})</source>
        <translation>non si può leggere ({why})</translation>
    </message>
    <message>
        <source>it could not be read ({detail})</source>
        <translation>non è stato possibile leggerlo ({detail})</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>è un collegamento a un file che non esiste</translation>
    </message>
    <message>
        <source>it is not a Party Table statistics file</source>
        <translation>non è un file di statistiche di Party Table</translation>
    </message>
    <message>
        <source>it is not a preferences file this app can read</source>
        <translation>non è un file di preferenze che questa app sa leggere</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>non è il tuo turno</translation>
    </message>
    <message>
        <source>it records a game this app does not have ({game})</source>
        <translation>è la registrazione di un gioco che questa app non ha ({game})</translation>
    </message>
    <message>
        <source>its content cannot be used ({detail})</source>
        <translation>il suo contenuto non si può usare ({detail})</translation>
    </message>
    <message>
        <source>its list of games is missing</source>
        <translation>manca l&apos;elenco delle partite</translation>
    </message>
    <message>
        <source>its version {version} is not one this app knows</source>
        <translation>la sua versione {version} non è una che questa app conosce</translation>
    </message>
    <message>
        <source>last-position penalty</source>
        <translation>penalità dell&apos;ultima posizione</translation>
    </message>
    <message>
        <source>lift a tile or say done</source>
        <translation>solleva una tessera oppure chiudi con Fatto</translation>
    </message>
    <message>
        <source>look at the hand, then draw more cards or announce a score</source>
        <translation>guarda la mano, poi pesca altre carte o dichiara un punteggio</translation>
    </message>
    <message>
        <source>may use up to 3 items as wild this turn</source>
        <translation>in questo turno può usare fino a 3 oggetti come jolly</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>move one member left or right by exactly the printed number of steps</source>
        <translation>sposta un membro a sinistra o a destra esattamente del numero di passi stampato sulla carta</translation>
    </message>
    <message>
        <source>move up to 2 extra spaces this turn</source>
        <translation>in questo turno muoviti fino a 2 caselle in più</translation>
    </message>
    <message>
        <source>move up to two unoccupied tiles to new legal places</source>
        <translation>sposta fino a due tessere libere in nuovi posti validi</translation>
    </message>
    <message>
        <source>move {n}, by {player}: {reason}</source>
        <translation>mossa {n}, di {player}: {reason}</translation>
    </message>
    <message>
        <source>move {n}: {reason}</source>
        <translation>mossa {n}: {reason}</translation>
    </message>
    <message>
        <source>moves up to two tiles</source>
        <translation>sposta fino a due tessere</translation>
    </message>
    <message>
        <source>music note</source>
        <translation>nota musicale</translation>
    </message>
    <message>
        <source>music notes</source>
        <translation>note musicali</translation>
    </message>
    <message>
        <source>name an opponent: {win} if they end ahead of you before stopwatch points, else {loss}</source>
        <translation>indica un avversario: {win} se finisce davanti a te prima dei punti cronometro, altrimenti {loss}</translation>
    </message>
    <message>
        <source>no available object has cobwebs, so copying the Nanny takes nothing; turn Grandpa Ivo over instead</source>
        <translation>nessun oggetto disponibile ha le ragnatele, quindi copiando la Tata non si prende niente; gira invece Nonno Ivo</translation>
    </message>
    <message numerus="yes">
        <source>no hand can score more than {n} point</source>
        <translation>
            <numerusform>nessuna mano può valere più di {n} punto</numerusform>
            <numerusform>nessuna mano può valere più di {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>no {card} card is face up on the table</source>
        <translation>sul tavolo non c&apos;è nessuna carta {card} scoperta</translation>
    </message>
    <message>
        <source>none of the objects {member} wants is available, so copying them takes nothing; turn Grandpa Ivo over instead</source>
        <translation>nessuno degli oggetti che vuole {member} è disponibile, quindi la copia non prenderebbe niente: gira invece Nonno Ivo</translation>
    </message>
    <message>
        <source>north of {tile}</source>
        <translation>a nord della {tile}</translation>
    </message>
    <message>
        <source>not a Happy Birthday Turtle!! move</source>
        <translation>non è una mossa di Happy Birthday Turtle!!</translation>
    </message>
    <message>
        <source>not a Party Table review</source>
        <translation>non è una revisione di Party Table</translation>
    </message>
    <message>
        <source>not a saved review</source>
        <translation>non è una revisione salvata</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>on completion, turn in up to 2 more {items} for +1 each</source>
        <translation>al completamento, consegna fino a 2 {items} in più per +1 ciascuno</translation>
    </message>
    <message numerus="yes">
        <source>Only {n} deck remains: the party is over</source>
        <translation>
            <numerusform>Resta solo {n} mazzo: la festa è finita</numerusform>
            <numerusform>Restano solo {n} mazzi: la festa è finita</numerusform>
        </translation>
    </message>
    <message>
        <source>place {tile}</source>
        <translation>piazza la {tile}</translation>
    </message>
    <message>
        <source>position {a} to {b}</source>
        <translation>la posizione {a} in {b}</translation>
    </message>
    <message>
        <source>positions {a} and {b}</source>
        <translation>le posizioni {a} e {b}</translation>
    </message>
    <message>
        <source>record version {version} is not supported (this app reads {supported})</source>
        <translation>la versione {version} della registrazione non è supportata (questa app legge la {supported})</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rossa</translation>
    </message>
    <message>
        <source>remove one unoccupied tile from the park and gain 2 of its item</source>
        <translation>togli dal parco una tessera libera e prendi 2 del suo oggetto</translation>
    </message>
    <message numerus="yes">
        <source>removes {tile} and gains {n} {item}</source>
        <translation>
            <numerusform>toglie la {tile} e prende {n} {item}</numerusform>
            <numerusform>toglie la {tile} e prende {n} {items}</numerusform>
        </translation>
    </message>
    <message>
        <source>reverse three pairs of neighbouring cards; no card in two pairs</source>
        <translation>inverti tre coppie di carte vicine; nessuna carta in due coppie</translation>
    </message>
    <message>
        <source>review version {version} is not supported (this app reads {supported})</source>
        <translation>la versione {version} della revisione non è supportata (questa app legge la {supported})</translation>
    </message>
    <message>
        <source>scores 2 points if an adventure is completed this turn</source>
        <translation>fa 2 punti se in questo turno si completa un&apos;avventura</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>south of {tile}</source>
        <translation>a sud della {tile}</translation>
    </message>
    <message>
        <source>spring toy</source>
        <translation>pupazzo a molla</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>base</translation>
    </message>
    <message>
        <source>swap one completed adventure for the top card of any pile (score unchanged)</source>
        <translation>scambia un&apos;avventura completata con la prima carta di un mazzo qualsiasi (il punteggio non cambia)</translation>
    </message>
    <message>
        <source>swap one open adventure for the top card of any pile</source>
        <translation>scambia un&apos;avventura scoperta con la prima carta di un mazzo qualsiasi</translation>
    </message>
    <message>
        <source>swap places with any character and gain the item of your new space</source>
        <translation>scambia di posto con un personaggio qualsiasi e prendi l&apos;oggetto della tua nuova casella</translation>
    </message>
    <message>
        <source>swap the two members printed on the card, wherever they are</source>
        <translation>scambia i due membri stampati sulla carta, ovunque siano</translation>
    </message>
    <message>
        <source>swap the two positions printed on the card</source>
        <translation>scambia le due posizioni stampate sulla carta</translation>
    </message>
    <message>
        <source>swap two pairs of neighbouring cards as blocks, each pair keeping its inner order</source>
        <translation>scambia due coppie di carte vicine in blocco; ogni coppia mantiene il suo ordine interno</translation>
    </message>
    <message>
        <source>swaps places with {other}</source>
        <translation>scambia il posto con {other}</translation>
    </message>
    <message>
        <source>swaps places with {other} and gains {item}</source>
        <translation>scambia il posto con {other} e prende {item}</translation>
    </message>
    <message>
        <source>swaps {old} for {new} ({side} side)</source>
        <translation>scambia «{old}» con «{new}» (lato {side})</translation>
    </message>
    <message>
        <source>teddy bear</source>
        <translation>orsacchiotto</translation>
    </message>
    <message>
        <source>that Preparation card is not face up on the table</source>
        <translation>quella carta Preparazione non è scoperta sul tavolo</translation>
    </message>
    <message>
        <source>that adventure is not one of your open adventures</source>
        <translation>quella non è una delle tue avventure aperte</translation>
    </message>
    <message>
        <source>that cannot become a legal move now</source>
        <translation>ora questa non può diventare una mossa valida</translation>
    </message>
    <message>
        <source>that is not a legal choice now</source>
        <translation>ora questa scelta non è consentita</translation>
    </message>
    <message>
        <source>that is not a way to pay for it</source>
        <translation>così non si può pagare</translation>
    </message>
    <message>
        <source>that is not possible at this point of the turn</source>
        <translation>in questo momento del turno non si può</translation>
    </message>
    <message>
        <source>that placement is not possible</source>
        <translation>lì non si può piazzare</translation>
    </message>
    <message>
        <source>that space already has a tile</source>
        <translation>in quel punto c&apos;è già una tessera</translation>
    </message>
    <message>
        <source>the Nanny takes every available object: there is no copy to choose</source>
        <translation>la Tata prende tutti gli oggetti disponibili: non c&apos;è nessuna copia da scegliere</translation>
    </message>
    <message>
        <source>the deck is exhausted, so you must stop and take your points</source>
        <translation>il mazzo è finito: devi fermarti e prendere i tuoi punti</translation>
    </message>
    <message>
        <source>the deck is exhausted: announce a score with the hand as it is</source>
        <translation>il mazzo è finito: dichiara un punteggio con la mano così com&apos;è</translation>
    </message>
    <message>
        <source>the face-up {card} card says {printed}</source>
        <translation>la carta {card} scoperta dice {printed}</translation>
    </message>
    <message>
        <source>the field edge meets a garden edge on the east side</source>
        <translation>sul lato est il prato tocca un giardino</translation>
    </message>
    <message>
        <source>the field edge meets a garden edge on the north side</source>
        <translation>sul lato nord il prato tocca un giardino</translation>
    </message>
    <message>
        <source>the field edge meets a garden edge on the south side</source>
        <translation>sul lato sud il prato tocca un giardino</translation>
    </message>
    <message>
        <source>the field edge meets a garden edge on the west side</source>
        <translation>sul lato ovest il prato tocca un giardino</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>the file is too large ({size} or more)</source>
        <translation>il file è troppo grande ({size} o più)</translation>
    </message>
    <message>
        <source>the file is too large ({size})</source>
        <translation>il file è troppo grande ({size})</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the garden edge meets a field edge on the east side</source>
        <translation>sul lato est il giardino tocca un prato</translation>
    </message>
    <message>
        <source>the garden edge meets a field edge on the north side</source>
        <translation>sul lato nord il giardino tocca un prato</translation>
    </message>
    <message>
        <source>the garden edge meets a field edge on the south side</source>
        <translation>sul lato sud il giardino tocca un prato</translation>
    </message>
    <message>
        <source>the garden edge meets a field edge on the west side</source>
        <translation>sul lato ovest il giardino tocca un prato</translation>
    </message>
    <message>
        <source>the high-fived player steps one space</source>
        <translation>chi ha ricevuto il batti cinque si sposta di una casella</translation>
    </message>
    <message numerus="yes">
        <source>the match is over after {n} hand</source>
        <translation>
            <numerusform>la partita finisce dopo {n} mano</numerusform>
            <numerusform>la partita finisce dopo {n} mani</numerusform>
        </translation>
    </message>
    <message>
        <source>the record is damaged: a player&apos;s name and kind must be text</source>
        <translation>la registrazione è danneggiata: il nome e il tipo di un giocatore devono essere testo</translation>
    </message>
    <message>
        <source>the record is damaged: an action must be [seat, notation]</source>
        <translation>la registrazione è danneggiata: una mossa deve essere [posto, notazione]</translation>
    </message>
    <message>
        <source>the record is damaged: it holds a number too long to read</source>
        <translation>la registrazione è danneggiata: contiene un numero troppo lungo da leggere</translation>
    </message>
    <message>
        <source>the record is damaged: its JSON is nested too deeply</source>
        <translation>la registrazione è danneggiata: il suo JSON è annidato troppo in profondità</translation>
    </message>
    <message>
        <source>the record is damaged: options and setup must be objects</source>
        <translation>la registrazione è danneggiata: opzioni e preparazione devono essere oggetti</translation>
    </message>
    <message>
        <source>the record is damaged: player {n}&apos;s name or kind is over {limit} characters long</source>
        <translation>la registrazione è danneggiata: il nome o il tipo del giocatore {n} supera i {limit} caratteri</translation>
    </message>
    <message>
        <source>the record is damaged: taken_back must be a whole number from 0</source>
        <translation>la registrazione è danneggiata: taken_back deve essere un numero intero da 0 in su</translation>
    </message>
    <message>
        <source>the record is damaged: the game field must be a game id</source>
        <translation>la registrazione è danneggiata: il campo del gioco deve essere l&apos;identificativo di un gioco</translation>
    </message>
    <message>
        <source>the record is damaged: the seed must be a whole number</source>
        <translation>la registrazione è danneggiata: il seme deve essere un numero intero</translation>
    </message>
    <message>
        <source>the record is damaged: {detail}</source>
        <translation>la registrazione è danneggiata: {detail}</translation>
    </message>
    <message>
        <source>the record is too large to be a game record ({size})</source>
        <translation>la registrazione è troppo grande per essere quella di una partita ({size})</translation>
    </message>
    <message>
        <source>the review is damaged: {detail}</source>
        <translation>la revisione è danneggiata: {detail}</translation>
    </message>
    <message>
        <source>the review lists only one seat&apos;s decisions</source>
        <translation>la revisione elenca le decisioni di un solo posto</translation>
    </message>
    <message>
        <source>the setup cannot be used: {detail}</source>
        <translation>la preparazione non si può usare: {detail}</translation>
    </message>
    <message>
        <source>the setup choices are already made</source>
        <translation>le scelte iniziali sono già fatte</translation>
    </message>
    <message>
        <source>the start tile</source>
        <translation>tessera di partenza</translation>
    </message>
    <message>
        <source>the table has no Celebration card</source>
        <translation>il tavolo non ha una carta Festeggiamento</translation>
    </message>
    <message>
        <source>the task there is already completed</source>
        <translation>il lavoro di quel tavolo è già finito</translation>
    </message>
    <message>
        <source>the tile cannot go there</source>
        <translation>la tessera non può andare lì</translation>
    </message>
    <message>
        <source>the tile must touch the park along an edge</source>
        <translation>la tessera deve toccare il parco lungo un lato</translation>
    </message>
    <message>
        <source>the top of deck {deck} is {member}, not Grandpa Ivo</source>
        <translation>in cima al mazzo {deck} c&apos;è {member}, non Nonno Ivo</translation>
    </message>
    <message>
        <source>the {colour} {item} tile</source>
        <translation>tessera {colour} con {item}</translation>
    </message>
    <message>
        <source>the {object} that waited longest is clean: it is taken unless you name the cobwebbed one</source>
        <translation>la copia di {object} in attesa da più tempo è senza ragnatele: si prende quella, a meno che tu non scelga quella con le ragnatele</translation>
    </message>
    <message>
        <source>the {object} that waited longest is cobwebbed: it is taken unless you name the clean one</source>
        <translation>la copia di {object} in attesa da più tempo ha le ragnatele: si prende quella, a meno che tu non scelga quella senza</translation>
    </message>
    <message>
        <source>the {table} table has no Celebration card</source>
        <translation>il tavolo {table} non ha una carta Festeggiamento</translation>
    </message>
    <message>
        <source>there is no clean {object} among the available objects</source>
        <translation>tra gli oggetti disponibili non c&apos;è {object} senza ragnatele</translation>
    </message>
    <message>
        <source>there is no cobwebbed {object} among the available objects</source>
        <translation>tra gli oggetti disponibili non c&apos;è {object} con le ragnatele</translation>
    </message>
    <message>
        <source>there is no deck {deck}; the decks are 1 to {last}</source>
        <translation>non esiste il mazzo {deck}; i mazzi vanno da 1 a {last}</translation>
    </message>
    <message>
        <source>there is no park tile {tile}; they are numbered {low} to {high}</source>
        <translation>non c&apos;è nessuna tessera parco {tile}; sono numerate da {low} a {high}</translation>
    </message>
    <message>
        <source>there is no such Preparation card</source>
        <translation>questa carta Preparazione non esiste</translation>
    </message>
    <message>
        <source>there is no such seat at this table</source>
        <translation>a questo tavolo non c&apos;è un posto così</translation>
    </message>
    <message>
        <source>this tile fits nowhere in the park, however it is turned</source>
        <translation>questa tessera non entra da nessuna parte nel parco, comunque la giri</translation>
    </message>
    <message>
        <source>tie on score and adventures broken by the most items left</source>
        <translation>pari per punti e avventure: vince chi ha più oggetti avanzati</translation>
    </message>
    <message>
        <source>tie on score broken by the most completed adventures</source>
        <translation>pari per punti: vince chi ha completato più avventure</translation>
    </message>
    <message>
        <source>tied on points and Celebration cards: the victory is shared</source>
        <translation>pari per punti e per carte Festeggiamento: la vittoria è condivisa</translation>
    </message>
    <message>
        <source>tied on points: more Celebration cards wins</source>
        <translation>pari per punti: vince chi ha più carte Festeggiamento</translation>
    </message>
    <message>
        <source>tied on score, completed adventures and items left: the victory is shared</source>
        <translation>pari per punti, avventure completate e oggetti avanzati: la vittoria è condivisa</translation>
    </message>
    <message>
        <source>trade items or say done</source>
        <translation>scambia oggetti oppure chiudi con Fatto</translation>
    </message>
    <message>
        <source>turn in 3 items of one kind for +2 points</source>
        <translation>consegna 3 oggetti dello stesso tipo per +2 punti</translation>
    </message>
    <message>
        <source>turn in one of each item for +3 points</source>
        <translation>consegna un oggetto di ogni tipo per +3 punti</translation>
    </message>
    <message>
        <source>turned this way the tile fits nowhere: turn it</source>
        <translation>girata così la tessera non entra da nessuna parte: girala</translation>
    </message>
    <message>
        <source>turns in 3 {items} for 2 points</source>
        <translation>consegna 3 {items} per 2 punti</translation>
    </message>
    <message>
        <source>turns in one of each item for 3 points</source>
        <translation>consegna un oggetto di ogni tipo per 3 punti</translation>
    </message>
    <message>
        <source>two more steps this turn</source>
        <translation>due passi in più in questo turno</translation>
    </message>
    <message>
        <source>use up to 3 items as wild this turn</source>
        <translation>in questo turno usa fino a 3 oggetti come jolly</translation>
    </message>
    <message>
        <source>west of {tile}</source>
        <translation>a ovest della {tile}</translation>
    </message>
    <message>
        <source>when offered a card you either take it (hit) or stop (stay)</source>
        <translation>quando ti viene offerta una carta, o la prendi (Carta!) o ti fermi (Mi fermo)</translation>
    </message>
    <message>
        <source>with a single Animal card left, it must go in this round&apos;s (odd-round) pair</source>
        <translation>se ti resta una sola carta Animale, va nella coppia di questo round (quello dispari)</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gialla</translation>
    </message>
    <message numerus="yes">
        <source>you already hold {n} Preparation card</source>
        <translation>
            <numerusform>hai già {n} carta Preparazione</numerusform>
            <numerusform>hai già {n} carte Preparazione</numerusform>
        </translation>
    </message>
    <message>
        <source>you can only move during the Move step</source>
        <translation>puoi muoverti solo nella fase di movimento</translation>
    </message>
    <message numerus="yes">
        <source>you cannot accept: nobody can announce more than {n} point</source>
        <translation>
            <numerusform>non puoi accettare: nessuno può dichiarare più di {n} punto</numerusform>
            <numerusform>non puoi accettare: nessuno può dichiarare più di {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>you do not have the items this adventure needs</source>
        <translation>non hai gli oggetti che servono per questa avventura</translation>
    </message>
    <message>
        <source>you have already made your setup choices</source>
        <translation>hai già fatto le tue scelte iniziali</translation>
    </message>
    <message numerus="yes">
        <source>you have already moved {n} space</source>
        <translation>
            <numerusform>hai già fatto {n} passo</numerusform>
            <numerusform>hai già fatto {n} passi</numerusform>
        </translation>
    </message>
    <message>
        <source>you have already placed a tile this turn</source>
        <translation>in questo turno hai già piazzato una tessera</translation>
    </message>
    <message>
        <source>you have no more {value} left</source>
        <translation>non ti restano altri {value}</translation>
    </message>
    <message>
        <source>you have no such attraction token to turn in, or it cannot be used that way</source>
        <translation>non hai questo gettone attrazione da consegnare, oppure non si può usare così</translation>
    </message>
    <message>
        <source>you have no {value} left</source>
        <translation>non ti resta nessun {value}</translation>
    </message>
    <message>
        <source>you may move only to a park space next to yours (never diagonally)</source>
        <translation>puoi spostarti solo su una casella del parco accanto alla tua (mai in diagonale)</translation>
    </message>
    <message numerus="yes">
        <source>you must announce more than the {n} point already claimed</source>
        <translation>
            <numerusform>la dichiarazione è già di {n} punto: devi dichiarare di più</numerusform>
            <numerusform>la dichiarazione è già di {n} punti: devi dichiarare di più</numerusform>
        </translation>
    </message>
    <message>
        <source>you must challenge the announcement of {n} or accept it</source>
        <translation>devi sfidare la dichiarazione di {n} o accettarla</translation>
    </message>
    <message>
        <source>you still have Animal cards: a Pattern card goes out alone only when you have none</source>
        <translation>hai ancora carte Animale: una carta Fantasia si gioca da sola solo quando non ne hai più</translation>
    </message>
    <message numerus="yes">
        <source>Completed: {n} adventure, {points}</source>
        <translation>
            <numerusform>Completata: {n} avventura, {points}</numerusform>
            <numerusform>Completate: {n} avventure, {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>it is in use</source>
        <translation>è in uso</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>non è testo</translation>
    </message>
    <message>
        <source>its certificate is not one this computer trusts</source>
        <translation>il suo certificato non è tra quelli di cui questo computer si fida</translation>
    </message>
    <message>
        <source>its text is garbled at line {line}</source>
        <translation>il suo testo è illeggibile alla riga {line}</translation>
    </message>
    <message>
        <source>its text stops part-way, as if the file was cut short</source>
        <translation>il suo testo si interrompe a metà, come se il file fosse stato troncato</translation>
    </message>
    <message>
        <source>no answer came in time</source>
        <translation>nessuna risposta è arrivata in tempo</translation>
    </message>
    <message>
        <source>no computer of that name is known</source>
        <translation>nessun computer con quel nome è conosciuto</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connesso</translation>
    </message>
    <message>
        <source>nothing answers there</source>
        <translation>lì non risponde nessuno</translation>
    </message>
    <message>
        <source>only a seat of a person joining can be opened to someone new</source>
        <translation>solo il posto di una persona che si unisce può essere aperto a qualcun altro</translation>
    </message>
    <message>
        <source>part of its path is a file, not a folder</source>
        <translation>una parte del suo percorso è un file, non una cartella</translation>
    </message>
    <message>
        <source>people</source>
        <translation>persone</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>seat {n} is still open: wait for a player or give it to a bot</source>
        <translation>il posto {n} è ancora libero: aspetta un giocatore o affidalo a un bot</translation>
    </message>
    <message>
        <source>something of that name is already there</source>
        <translation>lì c&apos;è già qualcosa con quel nome</translation>
    </message>
    <message>
        <source>that address is not this computer&apos;s</source>
        <translation>quell&apos;indirizzo non è di questo computer</translation>
    </message>
    <message>
        <source>that computer cannot be reached from here</source>
        <translation>quel computer non si raggiunge da qui</translation>
    </message>
    <message>
        <source>that game is over</source>
        <translation>quella partita è finita</translation>
    </message>
    <message>
        <source>that network cannot be reached from here</source>
        <translation>quella rete non si raggiunge da qui</translation>
    </message>
    <message>
        <source>that request is out of date: the game has moved on</source>
        <translation>quella richiesta non vale più: la partita è andata avanti</translation>
    </message>
    <message>
        <source>that request is out of date: this seat has acted since (or it repeats one)</source>
        <translation>quella richiesta non vale più: questo posto ha già giocato da allora (o ne ripete una)</translation>
    </message>
    <message>
        <source>that seat has always been a bot&apos;s</source>
        <translation>quel posto è sempre stato di un bot</translation>
    </message>
    <message>
        <source>that seat is not open</source>
        <translation>quel posto non è libero</translation>
    </message>
    <message>
        <source>that token holds no seat at this table (the seat may have passed to someone else)</source>
        <translation>quel gettone non corrisponde a nessun posto di questo tavolo (il posto può essere passato a qualcun altro)</translation>
    </message>
    <message>
        <source>the connection closed</source>
        <translation>la connessione si è chiusa</translation>
    </message>
    <message>
        <source>the connection is closed</source>
        <translation>la connessione è chiusa</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>la connessione si è interrotta</translation>
    </message>
    <message>
        <source>the disk can only be read</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk failed to read or write it</source>
        <translation>il disco non è riuscito a leggerlo o scriverlo</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the game has already started</source>
        <translation>la partita è già cominciata</translation>
    </message>
    <message>
        <source>the game has not started</source>
        <translation>la partita non è ancora cominciata</translation>
    </message>
    <message>
        <source>the game is over and its table has been put away</source>
        <translation>la partita è finita e il suo tavolo è stato sparecchiato</translation>
    </message>
    <message>
        <source>the host closed the table before the game began</source>
        <translation>chi ospitava ha chiuso il tavolo prima dell&apos;inizio della partita</translation>
    </message>
    <message>
        <source>the host gave your seat to someone else</source>
        <translation>chi ospita ha dato il tuo posto a qualcun altro</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>the picks do not match the seats</source>
        <translation>le scelte non corrispondono ai posti</translation>
    </message>
    <message>
        <source>the record is damaged: its players must be a list, each with a name</source>
        <translation>la registrazione è danneggiata: i giocatori devono essere un elenco, ciascuno con un nome</translation>
    </message>
    <message>
        <source>the record is damaged: player {n} is played by {kind}, which is neither a person nor one of this app&apos;s bots</source>
        <translation>la registrazione è danneggiata: il giocatore {n} è giocato da {kind}, che non è né una persona né uno dei bot di questa app</translation>
    </message>
    <message>
        <source>the secure connection failed ({detail})</source>
        <translation>la connessione sicura non è riuscita ({detail})</translation>
    </message>
    <message>
        <source>the server could not carry that out</source>
        <translation>il server non è riuscito a eseguirlo</translation>
    </message>
    <message>
        <source>the server did not answer</source>
        <translation>il server non ha risposto</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>quel file o quella cartella non esiste</translation>
    </message>
    <message>
        <source>there is no table with that code</source>
        <translation>non c&apos;è nessun tavolo con quel codice</translation>
    </message>
    <message>
        <source>there is nothing you may take back now</source>
        <translation>ora non c&apos;è niente che tu possa annullare</translation>
    </message>
    <message>
        <source>this game has nothing of that name to pick</source>
        <translation>in questo gioco non c&apos;è niente con quel nome da scegliere</translation>
    </message>
    <message>
        <source>this server holds as many tables as it can; try again later</source>
        <translation>questo server ha già tutti i tavoli che può tenere; riprova più tardi</translation>
    </message>
    <message>
        <source>this server plays by another version of the rules: install the same version of Party Table on both</source>
        <translation>questo server gioca con un&apos;altra versione delle regole: installa la stessa versione di Party Table su tutti e due</translation>
    </message>
    <message>
        <source>this server speaks protocol {ours}, the app protocol {theirs}: install the same version of Party Table on both</source>
        <translation>questo server parla il protocollo {ours}, l&apos;app il protocollo {theirs}: installa la stessa versione di Party Table su tutti e due</translation>
    </message>
    <message>
        <source>too many connections from your address ({n}): close some and try again</source>
        <translation>troppe connessioni dal tuo indirizzo ({n}): chiudine qualcuna e riprova</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>ci sono troppi file aperti</translation>
    </message>
    <message>
        <source>too many messages: slow down</source>
        <translation>troppi messaggi: rallenta</translation>
    </message>
    <message numerus="yes">
        <source>too many wrong table codes from your address: wait {n} second</source>
        <translation>
            <numerusform>troppi codici del tavolo sbagliati dal tuo indirizzo: aspetta {n} secondo</numerusform>
            <numerusform>troppi codici del tavolo sbagliati dal tuo indirizzo: aspetta {n} secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>two seats have the same colour</source>
        <translation>due posti hanno lo stesso colore</translation>
    </message>
    <message>
        <source>two seats picked the same, or something this game does not have</source>
        <translation>due posti hanno scelto la stessa cosa, o qualcosa che questo gioco non ha</translation>
    </message>
    <message>
        <source>wait for your turn</source>
        <translation>aspetta il tuo turno</translation>
    </message>
    <message>
        <source>you do not have permission</source>
        <translation>non hai il permesso</translation>
    </message>
    <message>
        <source>you left the table</source>
        <translation>hai lasciato il tavolo</translation>
    </message>
    <message>
        <source>your character action cannot be used that way now</source>
        <translation>ora l&apos;azione del tuo personaggio non si può usare così</translation>
    </message>
    <message>
        <source>your nap token is already on the blank side</source>
        <translation>il tuo gettone pisolino è già sul lato vuoto</translation>
    </message>
    <message>
        <source>your nap token shows Zzz: use a Bench action to wake it first</source>
        <translation>il tuo gettone pisolino mostra Zzz: prima sveglialo con un&apos;azione Panchina</translation>
    </message>
    <message>
        <source>your seat connected again from elsewhere</source>
        <translation>il tuo posto si è ricollegato da un&apos;altra parte</translation>
    </message>
    <message>
        <source>your share of the disk is used up</source>
        <translation>il tuo spazio sul disco è esaurito</translation>
    </message>
    <message>
        <source>{action} was refused: {reason}</source>
        <translation>{action} è stata rifiutata: {reason}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>{card} cannot move a member past either end of the plan</source>
        <translation>{card} non può spostare un membro oltre le estremità del piano</translation>
    </message>
    <message>
        <source>{card} does not allow that choice</source>
        <translation>{card} non permette questa scelta</translation>
    </message>
    <message>
        <source>{card} is not played on your Family Plan</source>
        <translation>{card} non si gioca sul tuo Piano di Famiglia</translation>
    </message>
    <message>
        <source>{card} moves a member {printed}, not {steps}</source>
        <translation>{card} sposta un membro di {printed}, non di {steps}</translation>
    </message>
    <message>
        <source>{card} names one of your opponents</source>
        <translation>{card} indica uno dei tuoi avversari</translation>
    </message>
    <message>
        <source>{card} names one of your opponents, not a member of your plan</source>
        <translation>{card} indica uno dei tuoi avversari, non un membro del tuo piano</translation>
    </message>
    <message>
        <source>{card} swaps 2 separate pairs of neighbours</source>
        <translation>{card} scambia 2 coppie separate di vicini</translation>
    </message>
    <message>
        <source>{card} swaps 3 separate pairs of neighbours: no card in two swaps</source>
        <translation>{card} scambia 3 coppie separate di vicini: nessuna carta in due scambi</translation>
    </message>
    <message>
        <source>{card} swaps neighbours: drop the card on the one beside it</source>
        <translation>{card} scambia carte vicine: lascia la carta su quella accanto</translation>
    </message>
    <message>
        <source>{card} swaps positions {a} and {b} only</source>
        <translation>{card} scambia solo le posizioni {a} e {b}</translation>
    </message>
    <message>
        <source>{card} swaps {a} and {b} only</source>
        <translation>{card} scambia solo {a} e {b}</translation>
    </message>
    <message>
        <source>{card} works on your own Family Plan</source>
        <translation>{card} agisce sul tuo Piano di Famiglia</translation>
    </message>
    <message>
        <source>{card}, {more}</source>
        <translation>{card}, {more}</translation>
    </message>
    <message>
        <source>{challenger} challenges; {claimant} shows {cards}: {score}</source>
        <translation>{challenger} sfida; {claimant} mostra {cards}: {score}</translation>
    </message>
    <message>
        <source>{dealer} deals the shared cards: {cards}</source>
        <translation>{dealer} dà le carte comuni: {cards}</translation>
    </message>
    <message>
        <source>{earlier}, {next}</source>
        <translation>{earlier}, {next}</translation>
    </message>
    <message>
        <source>{first} + {rest}</source>
        <translation>{first} + {rest}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{member} ({counts})</source>
        <translation>{member} ({counts})</translation>
    </message>
    <message>
        <source>{member} is discarded</source>
        <translation>La carta di {member} va negli scarti</translation>
    </message>
    <message>
        <source>{member} wants only {first} and {second}</source>
        <translation>{member} vuole solo {first} e {second}</translation>
    </message>
    <message>
        <source>{move} is not a Turtle Butt move</source>
        <translation>{move} non è una mossa di Turtle Butt</translation>
    </message>
    <message>
        <source>{move} is not a legal move now</source>
        <translation>{move}: ora questa mossa non è consentita</translation>
    </message>
    <message>
        <source>{move} is not an Arturo move</source>
        <translation>{move} non è una mossa di Arturo</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds the hand: {n} card</source>
        <translation>
            <numerusform>{name} ha la mano: {n} carta</numerusform>
            <numerusform>{name} ha la mano: {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} — {card}: drag a member exactly {n} place left or right.</source>
        <translation>
            <numerusform>{name} — {card}: trascina un membro esattamente di {n} posto a sinistra o a destra.</numerusform>
            <numerusform>{name} — {card}: trascina un membro esattamente di {n} posti a sinistra o a destra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} — {n} point</source>
        <translation>
            <numerusform>{name} — {n} punto</numerusform>
            <numerusform>{name} — {n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} point</source>
        <translation>
            <numerusform>{name}: {n} punto</numerusform>
            <numerusform>{name}: {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{now} this round, {later} next round</source>
        <translation>{now} in questo round, {later} nel prossimo</translation>
    </message>
    <message>
        <source>{numbers}, or none</source>
        <translation>{numbers}, oppure none</translation>
    </message>
    <message numerus="yes">
        <source>{n} Animal card in hand</source>
        <translation>
            <numerusform>{n} carta Animale in mano</numerusform>
            <numerusform>{n} carte Animale in mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} Celebration card</source>
        <translation>
            <numerusform>{n} carta Festeggiamento</numerusform>
            <numerusform>{n} carte Festeggiamento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} Hustle Point</source>
        <translation>
            <numerusform>{n} Punto Impegno</numerusform>
            <numerusform>{n} Punti Impegno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} Wild token</source>
        <translation>
            <numerusform>{n} gettone Jolly</numerusform>
            <numerusform>{n} gettoni Jolly</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} balloon</source>
        <translation>
            <numerusform>{n} palloncino</numerusform>
            <numerusform>{n} palloncini</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cake</source>
        <translation>
            <numerusform>{n} torta</numerusform>
            <numerusform>{n} torte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} card</source>
        <translation>
            <numerusform>{n} carta</numerusform>
            <numerusform>{n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} card left</source>
        <translation>
            <numerusform>{n} carta rimasta</numerusform>
            <numerusform>{n} carte rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cobwebbed object cleaned</source>
        <translation>
            <numerusform>{n} oggetto con ragnatele ripulito</numerusform>
            <numerusform>{n} oggetti con ragnatele ripuliti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} festoon</source>
        <translation>
            <numerusform>{n} festone</numerusform>
            <numerusform>{n} festoni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} gift</source>
        <translation>
            <numerusform>{n} regalo</numerusform>
            <numerusform>{n} regali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} more step possible</source>
        <translation>
            <numerusform>ancora {n} passo possibile</numerusform>
            <numerusform>ancora {n} passi possibili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} point</source>
        <translation>
            <numerusform>{n} punto</numerusform>
            <numerusform>{n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} space left</source>
        <translation>
            <numerusform>manca {n} passo</numerusform>
            <numerusform>mancano {n} passi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} spring toy</source>
        <translation>
            <numerusform>{n} pupazzo a molla</numerusform>
            <numerusform>{n} pupazzi a molla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} step</source>
        <translation>
            <numerusform>{n} passo</numerusform>
            <numerusform>{n} passi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} teddy bear</source>
        <translation>
            <numerusform>{n} orsacchiotto</numerusform>
            <numerusform>{n} orsacchiotti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tile</source>
        <translation>
            <numerusform>{n} tessera</numerusform>
            <numerusform>{n} tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} {items}</source>
        <translation>{n} {items}</translation>
    </message>
    <message>
        <source>{n}s</source>
        <translation>{n}</translation>
    </message>
    <message>
        <source>{place} is a file, not a folder</source>
        <translation>{place} è un file, non una cartella</translation>
    </message>
    <message>
        <source>{place}: {member}</source>
        <translation>{place}: {member}</translation>
    </message>
    <message>
        <source>{player} accepts the claim of {n} and takes the hand</source>
        <translation>{player} accetta la dichiarazione di {n} e prende la mano</translation>
    </message>
    <message>
        <source>{player} activates {member} (deck {deck}) and puts {objects} under the Birthday card</source>
        <translation>{player} attiva {member} (mazzo {deck}) e mette {objects} sotto la carta Compleanno</translation>
    </message>
    <message>
        <source>{player} activates {member} (deck {deck}) and puts {objects} under the Cleaning card</source>
        <translation>{player} attiva {member} (mazzo {deck}) e mette {objects} sotto la carta Pulizie</translation>
    </message>
    <message>
        <source>{player} activates {member} (deck {deck}) and turns the card over: {object} joins the available objects</source>
        <translation>{player} attiva {member} (mazzo {deck}) e gira la carta: {object} si aggiunge agli oggetti disponibili</translation>
    </message>
    <message>
        <source>{player} activates {member} (deck {deck}), copying {copied}, and puts {objects} under the Birthday card</source>
        <translation>{player} attiva {member} (mazzo {deck}), copia {copied} e mette {objects} sotto la carta Compleanno</translation>
    </message>
    <message>
        <source>{player} activates {member} (deck {deck}), copying {copied}, and puts {objects} under the Cleaning card</source>
        <translation>{player} attiva {member} (mazzo {deck}), copia {copied} e mette {objects} sotto la carta Pulizie</translation>
    </message>
    <message numerus="yes">
        <source>{player} announces {n} point</source>
        <translation>
            <numerusform>{player} dichiara {n} punto</numerusform>
            <numerusform>{player} dichiara {n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} completes {card} for {n} point</source>
        <translation>
            <numerusform>{player} completa «{card}» e fa {n} punto</numerusform>
            <numerusform>{player} completa «{card}» e fa {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} completes {task} and takes the Celebration card</source>
        <translation>{player} finisce «{task}» e prende la carta Festeggiamento</translation>
    </message>
    <message>
        <source>{player} deals the next hand</source>
        <translation>{player} dà le carte per la prossima mano</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player} pesca una carta</translation>
    </message>
    <message>
        <source>{player} draws a park tile</source>
        <translation>{player} pesca una tessera parco</translation>
    </message>
    <message>
        <source>{player} draws a token: {token}</source>
        <translation>{player} pesca un gettone: {token}</translation>
    </message>
    <message>
        <source>{player} draws the {tier} adventure {card} ({side} side)</source>
        <translation>{player} pesca l&apos;avventura {tier} «{card}» (lato {side})</translation>
    </message>
    <message>
        <source>{player} draws {card}</source>
        <translation>{player} pesca «{card}»</translation>
    </message>
    <message>
        <source>{player} draws {card} ({side} side)</source>
        <translation>{player} pesca «{card}» (lato {side})</translation>
    </message>
    <message>
        <source>{player} draws {tile}</source>
        <translation>{player} pesca la {tile}</translation>
    </message>
    <message>
        <source>{player} gains {items}</source>
        <translation>{player} prende {items}</translation>
    </message>
    <message>
        <source>{player} gains {item} for the match</source>
        <translation>{player} prende {item} per l&apos;abbinamento</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains {n} Hustle Point from the {table} table</source>
        <translation>
            <numerusform>{player} guadagna {n} Punto Impegno dal tavolo {table}</numerusform>
            <numerusform>{player} guadagna {n} Punti Impegno dal tavolo {table}</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} gives {other} a high five</source>
        <translation>{player} e {other} si battono il cinque</translation>
    </message>
    <message>
        <source>{player} has no tile that fits and places none</source>
        <translation>{player} non ha tessere che entrano e non ne piazza</translation>
    </message>
    <message>
        <source>{player} has the best hand ({points}) and plays the scoring round</source>
        <translation>{player} ha la mano migliore ({points}) e gioca il giro del premio</translation>
    </message>
    <message>
        <source>{player} is the last player standing</source>
        <translation>Resta in gioco solo {player}</translation>
    </message>
    <message>
        <source>{player} lifts {tile}</source>
        <translation>{player} solleva la {tile}</translation>
    </message>
    <message>
        <source>{player} looks at the hand</source>
        <translation>{player} guarda la mano</translation>
    </message>
    <message>
        <source>{player} looks at the hand: {cards}</source>
        <translation>{player} guarda la mano: {cards}</translation>
    </message>
    <message>
        <source>{player} moves {tile} {where}</source>
        <translation>{player} sposta la {tile} {where}</translation>
    </message>
    <message>
        <source>{player} places cards face down</source>
        <translation>{player} mette giù le carte coperte</translation>
    </message>
    <message>
        <source>{player} places cards face down: {cards}</source>
        <translation>{player} mette giù le carte coperte: {cards}</translation>
    </message>
    <message>
        <source>{player} places {tile} {where}</source>
        <translation>{player} piazza la {tile} {where}</translation>
    </message>
    <message>
        <source>{player} plays {value} on {table}: the cube moves to {to}</source>
        <translation>{player} gioca {value} su {table}: il cubetto avanza a {to}</translation>
    </message>
    <message>
        <source>{player} presses their luck and takes {card}</source>
        <translation>{player} tenta la sorte e prende «{card}»</translation>
    </message>
    <message>
        <source>{player} presses their luck, takes {card} and may now take {points}</source>
        <translation>{player} tenta la sorte, prende «{card}» e ora può incassare {points}</translation>
    </message>
    <message>
        <source>{player} puts their figure on {tile}</source>
        <translation>{player} mette la sua sagoma sulla {tile}</translation>
    </message>
    <message>
        <source>{player} puts {card} under its pile</source>
        <translation>{player} mette «{card}» in fondo al suo mazzo</translation>
    </message>
    <message>
        <source>{player} rides a tricycle to {tile}</source>
        <translation>{player} va in triciclo fino alla {tile}</translation>
    </message>
    <message>
        <source>{player} rides a tricycle to {tile} and gains {item}</source>
        <translation>{player} va in triciclo fino alla {tile} e prende {item}</translation>
    </message>
    <message numerus="yes">
        <source>{player} scores {n} point with Chococat</source>
        <translation>
            <numerusform>{player} fa {n} punto con Chococat</numerusform>
            <numerusform>{player} fa {n} punti con Chococat</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} starts with the {side} side of {character}</source>
        <translation>{player} comincia con il lato {side} di {character}</translation>
    </message>
    <message>
        <source>{player} stays</source>
        <translation>{player} si ferma</translation>
    </message>
    <message>
        <source>{player} stays put</source>
        <translation>{player} non si muove</translation>
    </message>
    <message>
        <source>{player} stays put and gains {item}</source>
        <translation>{player} non si muove e prende {item}</translation>
    </message>
    <message>
        <source>{player} steps onto {tile}</source>
        <translation>{player} passa sulla {tile}</translation>
    </message>
    <message>
        <source>{player} steps onto {tile} and gains {item}</source>
        <translation>{player} passa sulla {tile} e prende {item}</translation>
    </message>
    <message>
        <source>{player} takes the Start Player card</source>
        <translation>{player} prende la carta Primo Giocatore</translation>
    </message>
    <message>
        <source>{player} takes the token here: {token}</source>
        <translation>{player} prende il gettone che trova qui: {token}</translation>
    </message>
    <message>
        <source>{player} takes {card}</source>
        <translation>{player} prende «{card}»</translation>
    </message>
    <message>
        <source>{player} takes {card} and crowns the member in position {position}</source>
        <translation>{player} prende {card} e incorona il membro in posizione {position}</translation>
    </message>
    <message>
        <source>{player} takes {card} and moves the member at position {a} to position {b}</source>
        <translation>{player} prende {card} e sposta il membro in posizione {a} alla posizione {b}</translation>
    </message>
    <message>
        <source>{player} takes {card} and names {target}</source>
        <translation>{player} prende {card} e indica {target}</translation>
    </message>
    <message>
        <source>{player} takes {points} for winning the hand</source>
        <translation>{player} prende {points} per aver vinto la mano</translation>
    </message>
    <message>
        <source>{player} takes {points} in the scoring round</source>
        <translation>{player} prende {points} nel giro del premio</translation>
    </message>
    <message>
        <source>{player} takes {tile} from the removed tiles</source>
        <translation>{player} prende la {tile} tra le tessere tolte</translation>
    </message>
    <message>
        <source>{player} trades {give} for {get}</source>
        <translation>{player} scambia {give} con {get}</translation>
    </message>
    <message>
        <source>{player} turns in a butterfly</source>
        <translation>{player} consegna una Farfalla</translation>
    </message>
    <message>
        <source>{player} turns in an exchange</source>
        <translation>{player} consegna uno Scambio</translation>
    </message>
    <message>
        <source>{player} turns in no extra items</source>
        <translation>{player} non consegna oggetti in più</translation>
    </message>
    <message numerus="yes">
        <source>{player} turns in {n} more {item} for {n} extra point</source>
        <translation>
            <numerusform>{player} consegna {n} {item} in più per {n} punto extra</numerusform>
            <numerusform>{player} consegna {n} {items} in più per {n} punti extra</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} turns in {token} on its bench side and wakes up</source>
        <translation>{player} consegna {token} sul lato Panchina e si sveglia</translation>
    </message>
    <message>
        <source>{player} uses {character}&apos;s action: {what}</source>
        <translation>{player} usa l&apos;azione di {character}: {what}</translation>
    </message>
    <message>
        <source>{player} wakes their nap token</source>
        <translation>{player} si sveglia e gira il gettone pisolino</translation>
    </message>
    <message>
        <source>{player}&apos;s Pattern card cannot work on the {table} table: it has no Celebration card</source>
        <translation>La carta Fantasia di {player} non può lavorare al tavolo {table}: non ha una carta Festeggiamento</translation>
    </message>
    <message>
        <source>{player}&apos;s Pattern card cannot work on the {table} table: its task is already completed</source>
        <translation>La carta Fantasia di {player} non può lavorare al tavolo {table}: il suo lavoro è già finito</translation>
    </message>
    <message>
        <source>{player}&apos;s Pattern card moves the {table} cube to {to} (Ants&apos; work)</source>
        <translation>La carta Fantasia di {player} sposta il cubetto del tavolo {table} a {to} (lavoro delle Formiche)</translation>
    </message>
    <message>
        <source>{player}&apos;s bot chose an illegal move: {reason}</source>
        <translation>Il bot di {player} ha scelto una mossa non valida: {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s bot failed ({error}); it plays a random move</source>
        <translation>Il bot di {player} ha avuto un errore ({error}); gioca una mossa a caso</translation>
    </message>
    <message>
        <source>{player}&apos;s {value} on {table} fails ({reason}) and returns to hand</source>
        <translation>La carta {value} di {player} su {table} fallisce ({reason}) e torna in mano</translation>
    </message>
    <message>
        <source>{task} (limit {limit}) goes on the {table} table</source>
        <translation>«{task}» (limite {limit}) va sul tavolo {table}</translation>
    </message>
    <message>
        <source>{tile} fits nowhere and leaves the game</source>
        <translation>La {tile} non entra da nessuna parte ed esce dal gioco</translation>
    </message>
    <message>
        <source>{tile} is not in your hand</source>
        <translation>la {tile} non è nella tua mano</translation>
    </message>
    <message>
        <source>{url} is not an address a table can be at: a port is a number from 1 to 65535, an IPv6 address goes in brackets</source>
        <translation>{url} non è un indirizzo dove possa esserci un tavolo: la porta è un numero da 1 a 65535, un indirizzo IPv6 va tra parentesi quadre</translation>
    </message>
    <message numerus="yes">
        <source>{value} is more than the {n} space left</source>
        <translation>
            <numerusform>{value} è troppo: manca solo {n} passo</numerusform>
            <numerusform>{value} è troppo: mancano solo {n} passi</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} on {table}</source>
        <translation>{value} su {table}</translation>
    </message>
    <message>
        <source>{what} — {how}</source>
        <translation>{what} — {how}</translation>
    </message>
</context>
</TS>
