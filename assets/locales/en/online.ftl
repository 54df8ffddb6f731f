# Tilemeld: online (English)
