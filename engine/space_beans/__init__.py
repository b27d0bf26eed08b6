"""Space Beans (placeholder until the engine lands)."""
