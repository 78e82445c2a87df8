/**
 * Models shared by several platform areas.
 *
 * @module
 */
export {};
