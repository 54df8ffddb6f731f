# Tilemeld: table (English)
