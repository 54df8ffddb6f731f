# Tilemeld: common (English)
