/** The example, as a designer would type it. */
export const SELLING_A_PILE = `scenario "Selling a pile sells only its top card"
  revisions v1.7, ed3.0-fr
  covers 5.5.3, 5.5.6.3
cards
  character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"   cost 2M        traits BQ 1
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick money 10
when
  Ana sells "Ana Corp"        -> rejected 5.5.4
  Ana sells "Hierarch"
then
  Ana money 14                under v1.7
  Ana money 16                under ed3.0-fr
`;

/** Every statement form at least once; parses without a diagnostic. */
export const EVERY_FORM = `# A library shared by the scenarios below
use "common.cards"
cards
  character "Incarnate Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4  unique #mutation
    MUTATION 4
    DEMOLISHER (#location, #equipment)
  equipment "Gallian Lineage"  cost 2M  traits BQ 1  #mutation  keywords INITIATIVE, BOND
  location "Hypermarket"  cost 5M  cashflow 2M  upkeep 1M  permanent  text "Grows with infrastructure."

scenario "Raamaa attacks; three blockers"
  revisions v1.7
  covers 5.4.1.4, 5.4.1.8.3
  tags challenge, worked-example
  seed 7
given
  players Ana, Nick
  first player Ana
  turn 3, Ana active, phase challenge, after blockers, priority Nick
  Ana money 10
  Ana pool BQ 2, IQ 1
  Ana hand "Gallian Heritage", 2 x "Filler" as spare
  Ana main deck top "Tidal Wave", "Kickback"
  Ana resource deck 20 cards
  Ana open market empty
  Ana annihilated "Compulsive Consumer"
  Ana revealed resource "Affluent Customers"
  Ana network
    0,0   business "Ana Corp"
    1,0   founder "Raamaa" damage BQ 2 (1 permanent) counters +1 BQ engaged
    0,1   "Incarnate Hierarch" as hierarch over "Gallian Lineage"
    -1,0  "Gnost Cleric" as cleric1 owned by Nick entered turn 3
  Nick network grid
    . I .
    C B P
    B = business "Nick Corp"
    I = "Illithis" damage IQ 1
    C = "Gnost Cleric" as cleric2
    P = "Passionate Consumer" engaged
  "Raamaa" counters 3 development
  stack "Psionic Scream" by Nick, "Illithis" ability by Nick
when
  Nick bids 2
  Ana mulligans
  Ana keeps
  Nick goes first
  Ana pays upkeep for "Hypermarket"
  Ana skips upkeep for "Gnost Cleric" at -1,0
  Ana produces BQ with "Raamaa"
  Ana buys "Incarnate Neonate" from hand at 2,0  -> rejected 5.3.1.1 under v1.7 -> accepted under ed3.0-fr
  Ana buys "Raamaa" at 1,0 in Nick's network
  at turn 3 challenge, after blockers:
    Ana attacks Nick's business with "Raamaa" using BQ
    Nick blocks with "Illithis", cleric2, "Passionate Consumer"
    expect Nick money 10
  Nick does not block
  Ana assigns 2 to "Illithis", 2 BQ to cleric2
  Nick retaliates with "Illithis", cleric2
  Nick does not retaliate
  Nick withdraws "Illithis"
  Nick does not withdraw "Illithis"
  Ana buys "Sapper" from hand at 1,-2 targeting "Scrap Drone" at 0,-1 choosing "Grunt" in Nick's resolved events
  Ana buys "Grunt" from 1,0 in Nick's network at 0,2 in Nick's network
  Ana plays "Gallian Heritage" targeting "Raamaa"
  Nick responds with "Psionic Scream" targeting "Illithis" at 0,1 in Nick's network
  Ana activates "Raamaa" ability "REGENERATION" choosing "Compulsive Consumer"
  Ana attacks 2,0 in Nick's network with "Incarnate Hierarch" using IQ
  Ana orders "Tidal Wave", "Stock Market Crash"
  Ana orders "Raamaa" ability 2, "Raamaa" ability "REGENERATION"
  Ana chooses "Gallian Lineage"
  Ana finds nothing
  Ana finds "Gallian Lineage"
  Ana moves "Raamaa" to 2,0
  Ana passes
  Ana sells "Ana Corp"  -> rejected divest.cannot-sell-business
  at turn 4 buy
  Nick concedes
then
  Ana money 14  under v1.7
  Ana pool empty
  Ana hand 3 cards
  Ana hand "Gallian Heritage", "Filler"
  Ana hand contains "Filler"
  Ana hand does not contain "Tidal Wave"
  Ana open market top "Gnost Cleric"
  Ana main deck bottom "Kickback"
  Ana network 0,1 "Incarnate Hierarch" engaged
  Ana network 2,0 empty
  "Raamaa" damage BQ 2
  "Raamaa" damage none
  "Raamaa" counters none
  "Raamaa" engaged
  "Raamaa" traits BQ 4, IQ -
  "Raamaa" controlled by Ana
  "Raamaa" owned by Ana
  "Illithis" in Nick's open market
  "Gnost Cleric" at -1,0 in Ana's network
  cleric2 damage BQ 2
  Nick's business damage none
  turn 4, phase buy
  priority Ana
  stack empty
  log contains "sold" citing 5.5.6.2
  log does not contain destroyed
  winner Ana
  loser Nick
  game over
  tie  under ed3.0-fr
  game not over  under v1.7

scenario "From the very beginning"
setup
  players Ana, Nick
  seed 42
  random first player: Nick
  Ana business "Ana Corp"
  Ana founder "Raamaa"
  Ana money 10
  Ana main deck top "Tidal Wave"
  Ana main deck 40 x "Filler"
  Nick resource deck 20 x "Selfish Consumers"
when
  Nick goes second
then
  Ana hand 5 cards
`;

/** A `.cards` file: only a cards section. */
export const LIBRARY = `# Worked-example cards; stats the rulebook does not give are assumptions
cards
  character "Raamaa"  cost 5M  traits IQ 2, EQ 1, MQ 2, BQ 4  founder
    REGENERATION: annihilate a card
  event "Tidal Wave"  cost 3M  traits MQ 0
    Disaster Level 2
`;
