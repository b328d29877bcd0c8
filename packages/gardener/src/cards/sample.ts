import {
  adventure,
  type CardDefinition,
  gt,
  gte,
  type Library,
  library,
  lt,
  oneOf,
  support,
} from '../model/card.js';

/**
 * A small, plausible card set in the rulebook's setting (starships, fluon drive, time travel), for
 * random play and tests: every rule the engine knows has a card that exercises it. Every card costs at
 * least one card, and recovering cards cost more than they recover, so a game always wears its cards
 * down and ends.
 */
export const SAMPLE_ADVENTURES: readonly CardDefinition[] = [
  adventure('Pirate Ambush', {
    Affiliation: 'Guild',
    Cost: 1,
    Reputation: 1,
    Requirements: { 'Ply.StarshipFirePower': gt(2), 'Ply.StarshipCapacity': gt(1) },
    Feats: { Salvage: 'Yes' },
  }),
  adventure('Deep Survey', {
    Cost: 1,
    Reputation: 1,
    Requirements: { 'Ply.SensorRange': gt(2), 'Ply.StarshipFlyRange': gt(1) },
    Feats: { TimeTravel: 'Yes' },
  }),
  adventure('Kinesis Station', {
    Cost: 1,
    Reputation: 2,
    Requirements: {
      'Ply.FluonResearch': gt(2),
      'Ply.StarshipFlyRange': gt(1),
      'Ply.StarshipWeapon': oneOf('Ion cannon'),
    },
    Feats: { StarshipDrive: 'Fluon' },
  }),
  adventure('Chronos Vault', {
    Cost: 2,
    Unique: 'Chronos',
    Reputation: 3,
    Requirements: {
      'Ply.FluonResearch': gt(1),
      'Ply.StarshipDrive': oneOf('Fluon', 'Antimatter'),
      'Ply.StarshipFirePower': gt(1),
    },
    Feats: { TimeWeapons: 'Yes' },
  }),
  adventure('Stolen Blueprints', {
    Cost: 1,
    Reputation: 1,
    PlayIfCompetitorBuildsite: { 'Feats.StarshipDrive': oneOf('Fluon') },
    Requirements: { 'Ply.PortableStealth': gt(1), 'Ply.SpyTool': oneOf('Infrared scanner') },
    Feats: { StarshipDrive: 'Fluon' },
  }),
];

export const SAMPLE_SUPPORTS: readonly CardDefinition[] = [
  support('Magellan', { Subtype: 'Starship', Name: 'Magellan', Cost: 1, Ply: { StarshipCapacity: 1 } }),
  support('Freighter', { Subtype: 'Starship', Cost: 1, Ply: { StarshipCapacity: 2 } }),
  support('Ion Drive', {
    Subtype: 'Starship drive',
    Cost: 1,
    Ply: { StarshipDrive: 'Ion', StarshipFlyRange: 1 },
  }),
  support('Ion Cannon', {
    Subtype: 'StarshipWeapon',
    Cost: 1,
    Ply: { StarshipFirePower: 2, StarshipWeapon: 'Ion cannon' },
  }),
  support('Scientists', { Subtype: 'Scientists', Cost: 1, Ply: { FluonResearch: 1 } }),
  support('Sensor Array', {
    Subtype: 'Sensor',
    Cost: 1,
    Ply: { SensorRange: 2, SensorSensitivity: 2, SensorType: 'Magnetic' },
  }),
  support('Fluon Drive', {
    Subtype: 'Starship drive',
    Cost: 2,
    PlayIfBuildsite: { 'Feats.StarshipDrive': oneOf('Fluon') },
    Ply: { StarshipDrive: 'Fluon', StarshipFlyRange: 2 },
  }),
  support('Antimatter Drive', {
    Subtype: 'Starship drive',
    Cost: 1,
    AbleToSwap: 'Yes',
    Ply: { StarshipDrive: 'Antimatter', StarshipFlyRange: 2 },
  }),
  support('Time Travel', {
    Subtype: 'Time travel',
    Cost: 1,
    PlayIfBuildsite: { 'Feats.TimeTravel': oneOf('Yes') },
    AbleToRewind: 'Last round',
  }),
  support('Time Weapons', {
    Subtype: 'Time weapons',
    Cost: 1,
    PlayIfBuildsite: { 'Feats.TimeWeapons': oneOf('Yes') },
    AbleToFreezeCompetitors: 'Yes',
  }),
  support('Temporal Collapse', { Subtype: 'Time travel', Cost: 2, AbleToRewind: 'Adventure' }),
  support('Starship Cloak', {
    Subtype: 'StarshipCloak',
    Cost: 1,
    AbleToIncapacitatePlayedCardIf: { 'Ply.SensorSensitivity': lt(2) },
  }),
  support('Boarding Party', {
    Subtype: 'Combat',
    Cost: 1,
    PlayIfPlayground: { 'Ply.SensorRange': gt(1) },
    AbleToIncapacitatePlayedCardIf: { 'Ply.StarshipCapacity': lt(2), Subtype: oneOf('Starship') },
  }),
  support('Weapon Malfunction', {
    Subtype: 'Unforeseen event',
    Cost: 1,
    PlayIfPlayer: 'Competitors',
    AbleToIncapacitatePlayedIf: { Subtype: oneOf('StarshipWeapon') },
  }),
  support('Saboteur', {
    Subtype: 'Combat',
    Cost: 2,
    PlayIfPlayer: 'Competitors',
    AbleToWreckPlayedIf: { 'Ply.StarshipFirePower': gt(1) },
  }),
  support('Demolition', { Subtype: 'Combat', Cost: 3, AbleToWreckBuildsiteCardIf: { Reputation: gte(1) } }),
  support('Salvage Crew', { Subtype: 'Crew', Cost: 2, AbleToRecoverWrecked: 1 }),
  support('Field Repair', { Subtype: 'Crew', Cost: 1, AbleToRecoverPlayed: 1 }),
  support('Spy Kit', {
    Subtype: 'Spy tool',
    Cost: 1,
    Ply: { SpyTool: 'Infrared scanner', PortableStealth: 1 },
  }),
  support('Stealth Suit', { Subtype: 'Spy tool', Cost: 1, Ply: { PortableStealth: 1 } }),
  support('Guild Envoy', {
    Affiliation: 'Guild',
    Cost: 1,
    PlayIfBuildsiteAffiliation: gte(1),
    Ply: { StarshipFirePower: 2, StarshipCapacity: 1 },
  }),
  support('Flagship Orders', {
    Cost: 1,
    PlayIfPlayer: 'Hero',
    Ply: { StarshipFirePower: 1, StarshipCapacity: 1 },
  }),
  support('Veteran Pilot', {
    Cost: 1,
    PlayIfReputation: gte(2),
    Ply: { StarshipFlyRange: 2, StarshipFirePower: 1 },
  }),
  support('Wreck Scavenger', {
    Cost: 1,
    PlayIfWreckageCard: { Subtype: oneOf('Starship') },
    Ply: { StarshipCapacity: 1, StarshipFirePower: 1 },
  }),
];

export const SAMPLE_LIBRARY: Library = library(...SAMPLE_ADVENTURES, ...SAMPLE_SUPPORTS);
