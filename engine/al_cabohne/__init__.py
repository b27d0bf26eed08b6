"""Al Cabohne (placeholder until the engine lands)."""
