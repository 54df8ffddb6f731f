# Tilemeld: common (English)

# Text not in the catalogs yet, shown as it is (nothing should use this
# once every screen is translated).
raw-text = { $text }
