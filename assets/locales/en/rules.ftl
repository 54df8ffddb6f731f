# Tilemeld: rules (English)
