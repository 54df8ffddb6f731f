# Tilemeld: lessons (English)
