// Server tests run against real parts; nothing global to set up yet.
export {};
