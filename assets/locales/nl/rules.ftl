# Tilemeld: rules (Nederlands)

## The rules' reasons: why a set, a turn or a move is refused. Shown in a
## toast, in the tooltip of a set outlined in red and on the Done button.
## A tile is $colour (black, blue, orange, red or joker) and $number (not
## for a joker). $tiles is tiles in the game's notation ("r7 r8 j"), left as
## it is.

# Why a set is not valid. These start in lower case and end without a full
# stop: they are also put inside reason-invalid-set. $count is the set's
# number of tiles.
reason-too-few-tiles = een combinatie heeft minstens drie stenen nodig en deze heeft er { $count }
reason-only-jokers = een combinatie heeft naast de jokers minstens één steen met een getal nodig
# "deze heeft twee rode 7's" (or "twee jokers").
reason-group-repeats-colour = in een groep mag geen kleur twee keer voorkomen, en deze heeft twee { $colour ->
        [joker] jokers
        [black] zwarte { $number }'s
        [blue] blauwe { $number }'s
        [orange] oranje { $number }'s
       *[red] rode { $number }'s
    }
reason-group-too-large = een groep heeft hoogstens vier stenen, één van elke kleur, en deze heeft er { $count }
reason-group-mixes-numbers = alle stenen van een groep moeten hetzelfde getal hebben
reason-run-repeats-number = in een rij mag geen getal twee keer voorkomen, en deze heeft twee { $colour ->
        [joker] jokers
        [black] zwarte { $number }'s
        [blue] blauwe { $number }'s
        [orange] oranje { $number }'s
       *[red] rode { $number }'s
    }
reason-run-mixes-colours = alle stenen van een rij moeten dezelfde kleur hebben
# $missing: how many numbers the run lacks; $jokers: how many jokers it has.
reason-run-has-gap = { $jokers ->
        [0] de getallen van een rij moeten op elkaar volgen, en in deze rij { $missing ->
                [one] ontbreekt { $missing } steen
               *[other] ontbreken { $missing } stenen
            }
        [1] de getallen van een rij moeten op elkaar volgen, en in deze rij { $missing ->
                [one] ontbreekt { $missing } steen
               *[other] ontbreken { $missing } stenen
            }, meer dan de joker kan opvullen
       *[other] de getallen van een rij moeten op elkaar volgen, en in deze rij { $missing ->
                [one] ontbreekt { $missing } steen
               *[other] ontbreken { $missing } stenen
            }, meer dan de { $jokers } jokers kunnen opvullen
    }
reason-run-too-long = een rij heeft hoogstens 13 stenen (1 tot en met 13) en deze heeft er { $count }
reason-run-wraps = na 13 komt nooit 1: rijen lopen niet door
reason-mixed-colours-and-numbers = de stenen zijn geen opeenvolgende getallen in één kleur (een rij) en ook niet één getal in verschillende kleuren (een groep)

# Why a turn is refused.
reason-impossible-tiles = op tafel en je plankje samen liggen meer { $colour ->
        [joker] jokers
        [black] zwarte { $number }'s
        [blue] blauwe { $number }'s
        [orange] oranje { $number }'s
       *[red] rode { $number }'s
    } dan er in het spel zitten
# $set is the set's place on the table (1, 2, …). $reason names the message
# that says what is wrong with the set: keep the list of reasons as it is
# (each puts in that message).
reason-invalid-starting-table = combinatie { $set } op tafel vóór de beurt ({ $tiles }) is ongeldig: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# "Combinatie 2 (r7 r9 r10) is ongeldig: …". $set is the set's place on the
# table (1, 2, …). $reason names the message that says what is wrong with the
# set: keep the list of reasons as it is (each puts in that message).
reason-invalid-set = Combinatie { $set } ({ $tiles }) is ongeldig: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }.
reason-table-tile-removed = { $colour ->
        [joker] De joker
        [black] De zwarte { $number }
        [blue] De blauwe { $number }
        [orange] De oranje { $number }
       *[red] De rode { $number }
    } lag op tafel en moet daar blijven: stenen gaan nooit van de tafel terug naar een plankje.
reason-too-many-tiles = Er liggen meer { $colour ->
        [joker] jokers
        [black] zwarte { $number }'s
        [blue] blauwe { $number }'s
        [orange] oranje { $number }'s
       *[red] rode { $number }'s
    } op tafel dan er op tafel en op je plankje samen waren.
reason-unknown-tile = { $colour ->
        [joker] De joker
        [black] De zwarte { $number }
        [blue] De blauwe { $number }
        [orange] De oranje { $number }
       *[red] De rode { $number }
    } lag niet op tafel en ook niet op je plankje.
reason-rearranged-but-played-none = Je hebt de tafel omgebouwd maar geen steen van je plankje gelegd; leg minstens één steen, of pak een steen.
reason-no-tile-played = Leg minstens één steen van je plankje, of pak een steen.
# $needed: the points the rules ask; $value: what the sets laid are worth.
reason-initial-meld-too-low = Om uit te komen moet je minstens { $needed } punten leggen, en deze combinaties zijn samen maar { $value } waard.
reason-initial-meld-uses-table = Bij het uitkomen mag je alleen stenen van je plankje gebruiken; je mag de combinatie { $tiles } op tafel niet pakken of ombouwen.
reason-initial-meld-touches-table = Bij het uitkomen mag je niets aanleggen bij de combinatie { $tiles } die al op tafel ligt; leg alleen nieuwe combinaties.
# $tiles: the set the joker was in.
reason-joker-replacement-not-from-rack = Om de joker uit { $tiles } vrij te spelen, moet je hem vervangen door de steen die hij voorstelt, van je eigen plankje.
reason-freed-joker-needs-two-rack-tiles = Een vrijgespeelde joker moet in een nieuwe combinatie met minstens twee stenen van je plankje; bij de joker uit { $tiles } is dat niet zo.
# $tiles: the group; $missing: the tiles of the two colours it lacks.
reason-group-joker-needs-both-colours = De joker in de groep { $tiles } komt alleen vrij als je beide ontbrekende stenen legt ({ $missing }).
reason-joker-set-manipulated = Volgens deze regels mag een combinatie met een joker alleen veranderen door de joker te ruilen, en { $tiles } is op een andere manier veranderd.

# Why the round or the match refuses an action. $id is a tile's number
# among the 106 (0 to 105).
reason-round-over = De ronde is voorbij.
reason-duplicate-tile = Steen #{ $id } ligt twee keer op tafel.
reason-tile-not-available = Steen #{ $id } ligt niet op tafel en ook niet op je plankje.
reason-round-still-played = Nu niet: de ronde is nog bezig.
# $expected: what the game waits for, in English (rare).
reason-not-now = Nu niet: { $expected }.
reason-match-over = De partij is voorbij.
reason-not-in-these-rules = Volgens deze regels mag dat niet.

# Why a tile cannot be picked up or put there.
reason-table-before-initial-meld = Zolang je nog niet bent uitgekomen, mag je alleen nieuwe combinaties van je plankje leggen.
reason-not-movable = Die steen kan nu niet verplaatst worden.

## How to play: the rules actually chosen, examples judged by them, the
## questions players ask and the controls.

howto-title = Spelregels
howto-back = Terug
# $name: the rule set's name (a preset, or howto-custom-rules).
howto-rules-of-this-game = De regels van dit spel: { $name }
howto-custom-rules = eigen regels
# $tiles: tiles dealt to each player; $direction: clockwise or counterclockwise;
# $box: classic (106 tiles), or xp (160 at five or six players, 106 at fewer).
howto-goal = Leg als eerste al je stenen op tafel. { $box ->
        [xp] Met vijf of zes spelers zijn er 160 stenen: 1 tot en met 13 in vier kleuren, elk drie keer, plus vier jokers; met vier spelers of minder zijn het er 106: elk twee keer, plus twee jokers.
       *[classic] Er zijn 106 stenen: 1 tot en met 13 in vier kleuren, elk twee keer, plus twee jokers.
    } Elke speler begint met { $tiles } stenen. Er wordt { $direction ->
        [clockwise] met de klok mee
       *[counterclockwise] tegen de klok in
    } gespeeld.
# Headings.
howto-sets = Combinaties
howto-sets-or-not = Geldig of niet?
howto-your-turn = Jouw beurt
howto-jokers = Jokers volgens deze regels
howto-scoring = Puntentelling
howto-questions = Veelgestelde vragen
howto-controls = Bediening
howto-runs = Een rij is drie of meer opeenvolgende stenen van één kleur. De 1 is altijd de laagste; na 13 komt nooit 1.
howto-runs-wrap = Een rij is drie of meer opeenvolgende stenen van één kleur. Volgens deze regels lopen rijen door: na 13 mag 1 komen (12 13 1 is een rij).
howto-group = Een groep is drie of vier stenen met hetzelfde getal in verschillende kleuren.
howto-joker = Een joker kan elke steen vervangen die zijn combinatie nodig heeft.
# Under a row of example tiles. $value: the points the set is worth.
howto-example-valid = geldig, { $value } punten waard
# Under a row of example tiles that is not a set. $reason names the message
# that says why: keep the list of reasons as it is.
howto-example-invalid = ongeldig: { $reason ->
        [reason-too-few-tiles] { reason-too-few-tiles }
        [reason-only-jokers] { reason-only-jokers }
        [reason-group-repeats-colour] { reason-group-repeats-colour }
        [reason-group-too-large] { reason-group-too-large }
        [reason-group-mixes-numbers] { reason-group-mixes-numbers }
        [reason-run-repeats-number] { reason-run-repeats-number }
        [reason-run-mixes-colours] { reason-run-mixes-colours }
        [reason-run-has-gap] { reason-run-has-gap }
        [reason-run-too-long] { reason-run-too-long }
        [reason-run-wraps] { reason-run-wraps }
       *[reason-mixed-colours-and-numbers] { reason-mixed-colours-and-numbers }
    }
# $points: the least the initial meld must be worth (0: no minimum).
howto-initial-meld = { $points ->
        [0] Je eerste zet, het uitkomen, bestaat uit nieuwe combinaties van je eigen plankje; met deze regels geldt daarvoor geen minimumaantal punten.
       *[other] Je eerste zet, het uitkomen, bestaat uit nieuwe combinaties van je eigen plankje die samen minstens { $points } punten waard zijn (een joker telt als de steen die hij vervangt).
    }
howto-turn = Daarna mag je de hele tafel ombouwen: combinaties verlengen, splitsen, stenen ruilen en opnieuw indelen, zolang aan het eind elke combinatie geldig is en er minstens één steen van je plankje bij is gekomen. Kun of wil je niet leggen, pak dan een steen; daarmee eindigt je beurt.
howto-no-timer = Er is geen tijdslimiet per beurt.
# $secs: seconds a turn; $penalty: tiles drawn when the time runs out.
howto-timer = Je hebt { $secs } seconden per beurt. Is de tijd om, dan gaat de tafel terug zoals hij was, gaan je stenen terug naar je plankje en pak je { $penalty ->
        [1] één steen
        [2] twee stenen
        [3] drie stenen
       *[other] { $penalty } stenen
    }.
# As howto-timer, when a table left invalid costs more: $invalid tiles.
howto-timer-invalid-costs-more = Je hebt { $secs } seconden per beurt. Is de tijd om, dan gaat de tafel terug zoals hij was, gaan je stenen terug naar je plankje en pak je { $penalty ->
        [1] één steen
        [2] twee stenen
        [3] drie stenen
       *[other] { $penalty } stenen
    } ({ $invalid ->
        [1] één steen
        [2] twee stenen
        [3] drie stenen
       *[other] { $invalid } stenen
    } als je de tafel ongeldig achterliet).
# A tournament clock's time for the match: whole minutes, or minutes and
# seconds; it fills $time of the two sentences after it.
howto-clock-time = { $minutes ->
        [one] één minuut
       *[other] { $minutes } minuten
    }
howto-clock-time-seconds = { $minutes } min { $seconds } s
# A tournament clock (Fischer): $time for the whole match, $bonus seconds
# added after every move.
howto-clock-fischer = Elke speler heeft { $time } voor de hele partij en krijgt na elke zet { $bonus } seconden extra.
# A tournament clock (Bronstein): the time a move took is given back, up
# to $bonus seconds.
howto-clock-bronstein = Elke speler heeft { $time } voor de hele partij; na elke zet krijgt hij de tijd die de zet kostte terug, tot maximaal { $bonus } seconden.
howto-clock-lose = Is de tijd van een speler om, dan verliest hij de partij.
howto-clock-revert = Is de tijd van een speler om, dan gaat de tafel terug zoals hij was, pakt hij { $penalty ->
        [1] één steen
       *[other] { $penalty } stenen
    } en heeft hij vanaf dan { $bonus } seconden per zet.
# The championship's deal: one joker each, then $rest tiles at random.
howto-joker-each = Elke speler krijgt een joker en daarnaast { $rest } willekeurige stenen, zodat er geen joker in de pot blijft.
howto-redeal-doubles = Krijgt een plankje bij het delen drie dubbele stenen (drie keer twee identieke stenen), dan worden de stenen opnieuw geschud en gedeeld.
howto-unopened = Een plankje waarmee nooit is uitgekomen, kost { $could_not } punten in plaats van de waarde van de stenen, of { $could } als de speler in zijn laatste beurt wel had kunnen uitkomen.
# $penalty: tiles drawn on giving up.
howto-giving-up = Heb je de tafel veranderd en kun je de beurt niet afmaken, geef dan op: de tafel gaat terug zoals hij was en je pakt { $penalty ->
        [1] één steen
        [2] twee stenen
        [3] drie stenen
       *[other] { $penalty } stenen
    }.
# The joker restrictions in force, each after a bullet.
howto-joker-from-rack = Om een joker vrij te spelen moet je hem vervangen door de steen die hij voorstelt, van je eigen plankje en niet van tafel.
howto-joker-two-rack-tiles = Een vrijgespeelde joker moet in een nieuwe combinatie met minstens twee stenen van je plankje.
howto-joker-both-colours = Een joker in een groep van drie komt alleen vrij als je beide ontbrekende kleuren legt.
howto-joker-sets-locked = Een combinatie met een joker mag niet veranderd worden, behalve om de joker te ruilen.
# $joker: the points a joker left on a rack costs; $exhausted: lowest-value
# or fewest-tiles, who wins when the pool runs out.
howto-scoring-text = Wie als eerste uit is, wint de ronde en krijgt de punten die op de plankjes van alle anderen over zijn; ieder ander verliest wat er op zijn eigen plankje ligt. Een joker die op een plankje blijft, kost { $joker } punten. Is de pot leeg en kan niemand meer leggen, dan { $exhausted ->
        [lowest-value] wint wie de minste punten op zijn plankje heeft
       *[fewest-tiles] wint wie de minste stenen op zijn plankje heeft
    }.
# $length: players (as many rounds as players), rounds ($rounds rounds) or
# target (until someone reaches $points); $standings: score or rounds-won.
howto-match = { $length ->
        [players] Een partij duurt evenveel rondes als er spelers zijn
        [rounds] Een partij duurt { $rounds } rondes
       *[target] Een partij duurt tot iemand { $points } punten haalt
    }; { $standings ->
        [score] wie in totaal de meeste punten heeft, wint.
       *[rounds-won] wie de meeste rondes wint, wint de partij. Bij gelijke stand beslist het puntentotaal.
    }
howto-q-joker-in-meld = Mag ik een joker gebruiken bij het uitkomen?
howto-a-joker-in-meld = Ja, met de waarde van de steen die hij vervangt.
howto-q-draw = Moet ik elke beurt een steen pakken?
howto-a-draw = Alleen als je niets legt.
howto-q-take-back = Mag ik een steen van tafel terug op mijn plankje leggen?
howto-a-take-back = Nooit. Een steen die je deze beurt zelf hebt neergelegd, mag je terugnemen zolang je nog niet op Klaar hebt gedrukt.
howto-q-meld-table-tiles = Mag ik bij het uitkomen stenen van tafel gebruiken?
howto-a-meld-table-tiles = Nee: alleen stenen van je plankje, in nieuwe combinaties.
howto-q-drawn-tile = Mag ik een steen leggen die ik net heb gepakt?
howto-a-drawn-tile = Niet in dezelfde beurt: met pakken is je beurt voorbij.
howto-q-free-joker = Hoe speel ik een joker vrij?
howto-a-free-joker = Bouw na het uitkomen de tafel zo om dat de combinatie van de joker ook zonder hem geldig blijft (vaak door de steen erin te leggen die hij voorstelde), en gebruik de joker dan in dezelfde beurt in een andere combinatie.
# The key names (Enter, D, Backspace, Ctrl+Z, R, H, G, S, Esc, F, M,
# N, 0, + and -) are the keyboard's: keep them; say Space as your language names that key.
howto-controls-text = Sleep stenen met de muis of een vinger, of tik: een tik neemt een steen op en een tik op een combinatie, een lege plek op tafel of je plankje legt hem daar neer; lang drukken (of Ctrl/Shift-klik) neemt er meerdere op. Sleep een combinatie aan de rand om hem in zijn geheel te verplaatsen; een combinatie op een lege plek blijft liggen waar je hem neerlegt. Zoom in en uit door met twee vingers te knijpen, met het muiswiel of met + / - (0 laat de hele tafel zien); sleep over een lege plek om de tafel te verschuiven. Tik op de pot om een steen te pakken. Terwijl anderen spelen, kun je je plankje ordenen. Toetsen: Enter Klaar, D Pakken, Backspace of Ctrl+Z Herstel, R Opnieuw, H Tip, G / S plankje sorteren, Esc menu. Zonder muis: ⬅/➡ gaan langs het plankje, ⬆ gaat naar de tafel (⬅/➡ kiezen dan een combinatie) en ⬇ terug naar het plankje, spatie selecteert de steen of combinatie onder de cursor, M verplaatst de selectie naar de gekozen combinatie en N maakt er een nieuwe combinatie van. Terwijl de computers spelen, versnellen spatie of F het spel.
# The keys that ask the table a question, answered aloud (for a screen
# reader, and on the web page's accessible copy too). Keep the key letters.
howto-controls-ask = Zo hoor je op elk moment hoe het spel ervoor staat: A herhaalt de laatste melding, Q de recente meldingen, W zegt wie er aan de beurt is, T hoeveel tijd er nog over is, Y wat er op je plankje ligt, B wat er op tafel ligt, C hoeveel stenen en punten iedereen heeft en hoeveel stenen er nog in de pot zitten, en L wat er als laatste is gelegd.
